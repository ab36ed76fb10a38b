import type { Profile } from "~/content-rules/schema";

// Placeholder owner: every personal value below is fictional and meant to be replaced.
export const profile = {
  name: "Alex Doe",
  jobTitle: "MERN Stack Developer",
  bio:
    "I am a full-stack developer who builds web applications end to end with MongoDB, " +
    "Express, React and Node.js. I enjoy turning rough ideas into fast, accessible products, " +
    "writing clean APIs, and solving algorithmic problems in my spare time. I am currently " +
    "finishing a bachelor's degree in computer science and looking for opportunities to build " +
    "software that people rely on every day.",
  // Shown under Personal Information after the name above, in this order.
  personalInfo: [
    { label: "Age", value: "23" },
    { label: "Address", value: "221 Example Street, Springfield" },
    { label: "Email", value: "alex.doe@example.com" },
    { label: "Contact No", value: "+1 555 0100" },
  ],
  resumeUrl: "https://drive.example.com/folders/alex-doe-resume",
  // Shown as icons under the About page, each by its own mark where Simple Icons has one.
  technologies: ["MongoDB", "Express", "React", "Node.js"],
} satisfies Profile;
