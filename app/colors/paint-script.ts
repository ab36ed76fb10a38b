import { inCookieHeader } from "./choice-cookie";

/**
 * Paints the visitor's choices before the first frame, from the top of every page: the accent on
 * the root element's style, the scheme as its `data-scheme` (which the page's scheme rules
 * follow) and in the color-scheme meta, so the browser's own controls and scrollbars match.
 * Fixed text, so the page's Content-Security-Policy allows it by its hash.
 */
export const PAINT_SCRIPT =
  `(function(){var d=document,r=d.documentElement,c=d.cookie,` +
  `a=c.match(${inCookieHeader("accent")}),s=c.match(${inCookieHeader("scheme")});` +
  `if(a){var t=r.style;t.setProperty("--main-color","#"+a[1]);` +
  `t.setProperty("--accent-on-dark","#"+a[2]);t.setProperty("--accent-on-light","#"+a[3])}` +
  `if(s){r.setAttribute("data-scheme",s[1]);var m=d.querySelector('meta[name="color-scheme"]');` +
  `if(m)m.content=s[1]=="system"?"light dark":s[1]}})()`;
