// The one script every page loads: a few lines that make what acts on a page answer in place, and
// load what else the page does when it is needed (docs/decisions/036-documents-first.md). Every
// page is whole without it: it enhances, and React draws only the parts that need it, each in a
// script of its own.
import { enhanceColors } from "~/colors/enhance-colors";
import { startContactForm } from "~/routes/contact/contact-start";
import { startParticles } from "~/routes/_index/particles-start";
import { startViewBeacon } from "~/visits/view-beacon";

startViewBeacon();
enhanceColors();
startParticles();
startContactForm();
