import type { Filter, Project } from "./types";

export const filters = [
  { filterId: 1, label: "All" },
  { filterId: 2, label: "Developement" },
  { filterId: 3, label: "Design" },
] satisfies ReadonlyArray<Filter>;

/** The filter every visit starts with; it shows every project. */
export const ALL_FILTER_ID = 1;

// Links are placeholders for the owner's live projects.
export const projects = [
  {
    id: 2,
    name: "Code Chat",
    image: "/images/projects/code-chat.svg",
    imageWidth: 600,
    imageHeight: 400,
    link: "https://code-chat.example.com",
  },
  {
    id: 2,
    name: "Notes App",
    image: "/images/projects/notes-app.svg",
    imageWidth: 600,
    imageHeight: 400,
    link: "https://notes.example.com",
  },
  {
    id: 2,
    name: "College Marketplace",
    image: "/images/projects/college-marketplace.svg",
    imageWidth: 600,
    imageHeight: 400,
    link: "https://marketplace.example.com",
  },
  {
    id: 2,
    name: "Invoice Management System",
    image: "/images/projects/invoice-management.svg",
    imageWidth: 600,
    imageHeight: 400,
    link: "https://invoices.example.com",
  },
  {
    id: 2,
    name: "File Sharing App",
    image: "/images/projects/file-sharing.svg",
    imageWidth: 600,
    imageHeight: 400,
    link: "https://files.example.com",
  },
  {
    id: 2,
    name: "SQL Compiler",
    image: "/images/projects/sql-compiler.svg",
    imageWidth: 600,
    imageHeight: 400,
    link: "https://sql.example.com",
  },
] satisfies ReadonlyArray<Project>;
