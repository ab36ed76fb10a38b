import type { Filter, Project } from "~/content-rules/schema";

// The tabs over the portfolio's grid, in order. The first shows every project, and every visit
// starts on it; each project is listed under one of the others too.
export const filters = [
  { id: 1, label: "All" },
  { id: 2, label: "Developement" },
  { id: 3, label: "Design" },
] satisfies ReadonlyArray<Filter>;

// Each project's `filter` is the id of the tab it is listed under (2: Developement, 3: Design).
// `image` is a file in public/ (PNG, JPEG, WebP, AVIF, GIF or SVG) at any size: the build makes
// what each screen needs of it; two projects may share one. Links are placeholders for the owner's
// live projects.
export const projects = [
  {
    filter: 2,
    name: "Code Chat",
    image: "/images/projects/code-chat.svg",
    link: "https://code-chat.example.com",
  },
  {
    filter: 2,
    name: "Notes App",
    image: "/images/projects/notes-app.svg",
    link: "https://notes.example.com",
  },
  {
    filter: 2,
    name: "College Marketplace",
    image: "/images/projects/college-marketplace.svg",
    link: "https://marketplace.example.com",
  },
  {
    filter: 2,
    name: "Invoice Management System",
    image: "/images/projects/invoice-management.svg",
    link: "https://invoices.example.com",
  },
  {
    filter: 2,
    name: "File Sharing App",
    image: "/images/projects/file-sharing.svg",
    link: "https://files.example.com",
  },
  {
    filter: 2,
    name: "SQL Compiler",
    image: "/images/projects/sql-compiler.svg",
    link: "https://sql.example.com",
  },
] satisfies ReadonlyArray<Project>;
