import type { Words } from "~/words/words";

// What the site itself says in English: its menu, headings, buttons, alerts and the sentences
// around your content. A sentence keeps each {place} its value goes in; a plural has a sentence
// for each plural form ("one", "other"). `direction` is the way the text runs: "ltr", left to
// right. To write the site in another language, copy this file to words/<code>.ts, write its
// words, and add it in languages.ts.
export const words = {
  locale: "en-GB",
  direction: "ltr",
  pages: {
    home: {
      navLabel: "HOME",
      description:
        "{name} is a {jobTitle}. See skills, résumé and projects, or get in touch.",
    },
    about: {
      navLabel: "ABOUT ME",
      heading: "About Me",
      description: "Who {name} is, and how to reach them.",
    },
    skills: {
      navLabel: "SKILLS",
      heading: "My Skills",
      description: "{name}'s skills, each with how well they know it.",
    },
    resume: {
      navLabel: "RESUME",
      heading: "My Resume",
      description: "{name}'s experience and education.",
    },
    portfolio: {
      navLabel: "PORTFOLIO",
      heading: "My Portfolio",
      description: "Projects built by {name}.",
    },
    blog: {
      navLabel: "BLOG",
      heading: "My Blog",
      description: "What {name} writes about building software.",
    },
    contact: {
      navLabel: "CONTACT",
      heading: "Contact Me",
      description: "Send {name} a message about work or a project.",
    },
  },
  titles: {
    home: "{name} | {jobTitle}",
    page: "{heading} | {name}",
    tag: "{heading}: #{tag} | {name}",
    post: "{title} | {name}",
  },
  shareCards: {
    owner: "{name}, {jobTitle}",
    alt: "{heading}: {name}, {jobTitle}",
  },
  site: {
    skipToContent: "Skip to content",
    menu: "Main",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    home: "{name}, home",
    footer: "© {year} {name}",
  },
  home: {
    greeting: "Hello, I'm {name}",
    hire: "Hire Me",
  },
  about: {
    personalInformation: "Personal Information",
    name: "Name",
    technologies: "Technologies I work with",
  },
  skills: {
    percentage: "{percentage}%",
  },
  resume: {
    open: "Open Resume",
    newTab: " (opens in a new tab)",
    experience: "Experience",
    education: "Education",
    technology: "Technology: ",
  },
  printedCv: {
    skills: "Skills",
    email: "Email",
    portfolio: "Portfolio",
    label: "{label}:",
  },
  portfolio: {
    filters: "Filter projects",
    shown: {
      one: "{count} project shown",
      other: "{count} projects shown",
    },
    empty: "No projects in this category yet. {seeAll}.",
    seeAll: "See all projects",
    visit: "Visit",
    visitLabel: "Visit {name} (opens in a new tab)",
    story: "Read the story",
    storyLabel: "Read the story of {name}",
  },
  blog: {
    tags: "Filter posts by tag",
    all: "All",
    shown: {
      one: "{count} post shown",
      other: "{count} posts shown",
    },
    tag: "#{tag}",
    feed: "Follow by feed",
    draft: "Draft",
    updated: "Updated {date}",
    readingTime: {
      one: "{count} min read",
      other: "{count} min read",
    },
    tagList: "Tags",
    story: "The story of a project: {link}",
    storyLink: "{project}, in the portfolio",
    contents: "Contents",
    morePosts: "More posts",
    older: "Older",
    newer: "Newer",
  },
  contact: {
    letsTalk: "Let's Talk",
    fields: {
      name: "Name",
      email: "Email",
      title: "Subject",
      message: "Message",
    },
    trap: "Leave this field empty",
    send: "Send Message",
    sending: "Sending…",
    sent: "Message sent successfully!",
    failed: "Failed to send the message. Please try again.",
    tooLarge:
      "Your message is too long to send. Please shorten it and try again.",
    unreadable:
      "Your message could not be read: it was not sent as this page's form sends it. Please send it from the form on this page.",
    waitSeconds: {
      one: "You have sent several messages in a short time. Please try again in {count} second.",
      other:
        "You have sent several messages in a short time. Please try again in {count} seconds.",
    },
    waitMinutes: {
      one: "You have sent several messages in a short time. Please try again in {count} minute.",
      other:
        "You have sent several messages in a short time. Please try again in {count} minutes.",
    },
    errors: {
      name: {
        missing: "Please enter your name.",
        tooLong: "Please shorten your name to {max} characters or fewer.",
        oneLine: "Please keep your name on one line.",
        invisible:
          "Please remove the invisible characters, such as text-direction marks, from your name.",
      },
      email: {
        missing: "Please enter your email address.",
        tooLong:
          "Please shorten your email address to {max} characters or fewer.",
        oneLine: "Please keep your email address on one line.",
        invisible:
          "Please remove the invisible characters, such as text-direction marks, from your email address.",
        invalid: "Please enter a valid email address, like name@example.com.",
      },
      title: {
        missing: "Please enter a subject.",
        tooLong: "Please shorten the subject to {max} characters or fewer.",
        oneLine: "Please keep the subject on one line.",
        invisible:
          "Please remove the invisible characters, such as text-direction marks, from the subject.",
      },
      message: {
        missing: "Please enter a message.",
        tooLong: "Please shorten the message to {max} characters or fewer.",
        control:
          "Please remove the control characters from the message: only line breaks and tabs can be sent.",
      },
    },
    emailInstead: "Write to me at {email}, or find me through the links here.",
    linksInstead: "Find me through the links here.",
    social: "{label} (opens in a new tab)",
    backFromSent: "Back to the contact page",
  },
  postText: {
    headingLink: "Link to {heading}",
    done: "Done",
    toDo: "To do",
    table: "Table",
    footnotes: "Footnotes",
    footnoteBack: "Back to reference {reference}",
  },
  feeds: {
    copyright: "© {name}",
    noPosts: "There are no posts yet.",
  },
  colors: {
    panel: "Colours",
    scheme: "Colour scheme",
    schemes: { system: "System", light: "Light", dark: "Dark" },
    swatches: {
      red: "Red",
      orange: "Orange",
      yellow: "Yellow",
      brown: "Brown",
      green: "Green",
      darkGreen: "Dark green",
      magenta: "Magenta",
      purple: "Purple",
      blue: "Blue",
      turquoise: "Turquoise",
      lightGreen: "Light green",
      black: "Black",
      darkGrey: "Dark grey",
      grey: "Grey",
      white: "White",
    },
    swatch: "{name} ({hex})",
    hex: "Hex",
    channels: {
      red: { label: "R", name: "R (Red), 0 to 255" },
      green: { label: "G", name: "G (Green), 0 to 255" },
      blue: { label: "B", name: "B (Blue), 0 to 255" },
      alpha: { label: "A", name: "A (Alpha, percent), 0 to 100" },
    },
    errors: {
      tooMany: "Too many changes of colour. Please wait a moment.",
      notAForm: "Send the accent as a form.",
      scheme: "The scheme must be system, light or dark.",
      accent: "The accent must be a hex colour.",
    },
  },
  languageSwitcher: {
    label: "Languages",
    untranslated: "no translation of this post: to the blog",
    noBlog: "no posts in this language yet: to the home page",
  },
  notFound: {
    heading: "Page Not Found",
    lead: "Sorry, there is nothing at this address.",
    back: "Back to the home page",
  },
  failure: {
    heading: "Something went wrong",
    text: "Sorry, this page could not be shown. Please try again in a moment.",
  },
} satisfies Words;
