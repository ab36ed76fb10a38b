/** The public origin the browser tests give the site (SITE_URL), so links can be checked. */
export const E2E_SITE_URL = "https://portfolio.example";
