import type { Filter, Project } from "./types";

export const filters = [
  { filterId: 1, label: "All" },
  { filterId: 2, label: "Developement" },
  { filterId: 3, label: "Design" },
] satisfies ReadonlyArray<Filter>;

/** The filter every visit starts with; it shows every project. */
export const ALL_FILTER_ID = 1;

// Each project's `id` is the filterId of the tab it is listed under (2: Developement, 3: Design);
// every project is listed under All. `image` is a file in public/ (PNG, JPEG, WebP, AVIF or SVG):
// the build reads its width and height. Links are placeholders for the owner's live projects.
export const projects = [
  {
    id: 2,
    name: "Code Chat",
    image: "/images/projects/code-chat.svg",
    link: "https://code-chat.example.com",
  },
  {
    id: 2,
    name: "Notes App",
    image: "/images/projects/notes-app.svg",
    link: "https://notes.example.com",
  },
  {
    id: 2,
    name: "College Marketplace",
    image: "/images/projects/college-marketplace.svg",
    link: "https://marketplace.example.com",
  },
  {
    id: 2,
    name: "Invoice Management System",
    image: "/images/projects/invoice-management.svg",
    link: "https://invoices.example.com",
  },
  {
    id: 2,
    name: "File Sharing App",
    image: "/images/projects/file-sharing.svg",
    link: "https://files.example.com",
  },
  {
    id: 2,
    name: "SQL Compiler",
    image: "/images/projects/sql-compiler.svg",
    link: "https://sql.example.com",
  },
] satisfies ReadonlyArray<Project>;
