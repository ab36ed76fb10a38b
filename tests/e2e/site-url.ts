/** The port the browser tests serve the site on; the email service double takes the next one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The public origin the browser tests give the site (SITE_URL), so links can be checked. */
export const E2E_SITE_URL = "https://portfolio.example";
