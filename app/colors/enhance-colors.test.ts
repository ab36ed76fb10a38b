// @vitest-environment jsdom
// The gear's panel as a visitor's browser has it: the server's HTML, never hydrated, which the
// page's one script makes answer in place.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { waitFor } from "@testing-library/react";
import userEvent, {
  PointerEventsCheckLevel,
} from "@testing-library/user-event";

import { AccentSwitcher } from "./accent-switcher";
import { enhanceColors } from "./enhance-colors";

const picker = vi.hoisted(() => ({ showPicker: vi.fn() }));
vi.mock("./picker-island", () => ({ showPicker: picker.showPicker }));

/** The server's HTML of the gear and its panel, in the page. */
function showPanel() {
  const Stub = createRoutesStub([
    { path: "/about", Component: AccentSwitcher },
  ]);
  document.body.innerHTML = renderToString(
    createElement(Stub, { initialEntries: ["/about"] }),
  );
  const details = document.querySelector("details")!;
  return {
    details,
    gear: details.querySelector("summary")!,
    slot: details.querySelector<HTMLElement>(".accent-picker-slot")!,
    buttons: [...details.querySelectorAll<HTMLButtonElement>("button")],
    swatch: (hex: string) =>
      details.querySelector<HTMLButtonElement>(
        `button[name="accent"][value="${hex}"]`,
      )!,
    scheme: (choice: string) =>
      details.querySelector<HTMLButtonElement>(
        `button[name="scheme"][value="${choice}"]`,
      )!,
  };
}

const person = () =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Whether each form sent was left to the browser, which would leave the page to post it. */
function formsLeftToBrowser() {
  const left: boolean[] = [];
  const record = (event: Event) => left.push(!event.defaultPrevented);
  document.addEventListener("submit", record);
  onTestFinished(() => document.removeEventListener("submit", record));
  return left;
}

/** Which of the buttons read as pressed, by value; null where none is said. */
const pressed = (buttons: HTMLButtonElement[]) =>
  Object.fromEntries(
    buttons.map((button) => [
      button.value,
      button.getAttribute("aria-pressed"),
    ]),
  );

const root = document.documentElement;

afterEach(() => {
  for (const name of ["accent", "scheme"])
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  root.removeAttribute("style");
  root.removeAttribute("data-scheme");
  document.body.innerHTML = "";
  picker.showPicker.mockReset();
});

test("before the page's script runs, the panel's buttons post a form and none reads as pressed", () => {
  const { buttons, swatch } = showPanel();
  expect(buttons.length).toBeGreaterThan(3);
  for (const button of buttons) {
    expect(button).not.toHaveAttribute("aria-pressed");
    expect(button).toHaveAttribute("type", "submit");
  }
  expect(swatch("#D0021B").form).toHaveAttribute("method", "post");
});

test("a swatch keeps its accent in the cookie and paints the page with it, without posting the form", async () => {
  const { swatch } = showPanel();
  enhanceColors();
  const left = formsLeftToBrowser();
  await person().click(swatch("#D0021B"));

  expect(left).toEqual([false]);
  expect(document.cookie).toMatch(
    /(^|; )accent=d0021b\.[0-9a-f]{6}\.[0-9a-f]{6}(;|$)/,
  );
  expect(root.style.getPropertyValue("--main-color")).toBe("#d0021b");
});

test("a scheme button names the scheme on the page and keeps it in the cookie, without posting the form", async () => {
  const { scheme } = showPanel();
  enhanceColors();
  const left = formsLeftToBrowser();
  await person().click(scheme("light"));

  expect(left).toEqual([false]);
  expect(root).toHaveAttribute("data-scheme", "light");
  expect(document.cookie).toMatch(/(^|; )scheme=light(;|$)/);
});

test("once chosen, exactly the chosen swatch and the chosen scheme read as pressed", async () => {
  const user = person();
  const { buttons, swatch, scheme } = showPanel();
  const swatches = buttons.filter((button) => button.name === "accent");
  const schemes = buttons.filter((button) => button.name === "scheme");
  enhanceColors();
  await user.click(swatch("#4A90E2"));
  await user.click(scheme("system"));

  await waitFor(() =>
    expect(pressed(schemes)).toEqual({
      system: "true",
      light: "false",
      dark: "false",
    }),
  );
  expect(
    swatches.filter((button) => button.getAttribute("aria-pressed") === "true"),
  ).toEqual([swatch("#4A90E2")]);
  expect(swatches.every((button) => button.hasAttribute("aria-pressed"))).toBe(
    true,
  );

  await user.click(swatch("#000000"));
  await waitFor(() =>
    expect(
      swatches.filter(
        (button) => button.getAttribute("aria-pressed") === "true",
      ),
    ).toEqual([swatch("#000000")]),
  );
  expect(swatch("#4A90E2")).toHaveAttribute("aria-pressed", "false");
});

test("Escape inside the open panel closes it and gives the keyboard back to the gear", async () => {
  const user = person();
  const { details, gear, swatch } = showPanel();
  enhanceColors();
  details.open = true;
  swatch("#7ED321").focus();
  await user.keyboard("{Escape}");

  expect(details.open).toBe(false);
  expect(gear).toHaveFocus();
});

test("opening the gear starts loading the picker into its slot, and shows it once loaded", async () => {
  const { details, slot } = showPanel();
  enhanceColors();
  expect(slot).not.toHaveAttribute("data-state");

  details.open = true;
  details.dispatchEvent(new Event("toggle"));
  expect(slot.dataset.state).toBe("loading");
  await waitFor(() => expect(slot.dataset.state).toBe("shown"));
  expect(picker.showPicker).toHaveBeenCalledTimes(1);
  expect(picker.showPicker).toHaveBeenCalledWith(slot);

  // Loaded once: a second opening draws nothing more.
  details.open = false;
  details.dispatchEvent(new Event("toggle"));
  details.open = true;
  details.dispatchEvent(new Event("toggle"));
  await Promise.resolve();
  expect(picker.showPicker).toHaveBeenCalledTimes(1);
});

test.each([
  ["the pointer comes to the gear", (user, gear) => user.hover(gear)],
  ["focus comes to the gear", async (_, gear) => gear.focus()],
] satisfies Array<
  [
    string,
    (user: ReturnType<typeof person>, gear: HTMLElement) => Promise<void>,
  ]
>)("%s: the picker starts loading before the panel opens", async (_, reach) => {
  const { details, gear, slot } = showPanel();
  enhanceColors();
  await reach(person(), gear);

  await waitFor(() => expect(picker.showPicker).toHaveBeenCalledWith(slot));
  expect(slot.dataset.state).toBe("shown");
  expect(details.open).toBe(false);
});

test("a picker that fails to load leaves no state on its slot, and the swatches still work", async () => {
  vi.resetModules();
  vi.doMock("./picker-island", () => {
    throw new Error("offline");
  });
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const { enhanceColors: enhanceAfresh } = await import("./enhance-colors");
  const { details, slot, swatch } = showPanel();
  enhanceAfresh();

  details.open = true;
  details.dispatchEvent(new Event("toggle"));
  expect(slot.dataset.state).toBe("loading");
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(String(warn.mock.calls[0]?.[0])).toMatch(/colour picker/);
  expect(slot).not.toHaveAttribute("data-state");

  await person().click(swatch("#9013FE"));
  expect(root.style.getPropertyValue("--main-color")).toBe("#9013fe");
  expect(document.cookie).toMatch(/(^|; )accent=9013fe\./);
});
