// The colours' first address: pages kept in a cache from before it moved link its stylesheet and
// post their forms here, so it answers as /resources/colors does.
export { action, loader } from "./resources.colors";
