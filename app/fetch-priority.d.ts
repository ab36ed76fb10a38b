// React 18 passes `fetchpriority` to the HTML only as written in lower case (the camel-case
// `fetchPriority` arrives with React 19), and its types know only the camel-case name.
import "react";

declare module "react" {
  // Merges with React's own declaration, so it keeps React's type parameter, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto";
  }
}
