// @vitest-environment jsdom
import { createRoutesStub, Outlet } from "react-router";
import { render, screen } from "@testing-library/react";

import { profile } from "~/content/profile";
import { skillCategories } from "~/content/skills";
import { socialLinks } from "~/content/social";

import { PrintedHeader, PrintedSkills } from "./printed-cv";

function renderPrinted() {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ siteUrl: "https://sam.example" }),
      Component: Outlet,
      children: [
        {
          index: true,
          Component: () => (
            <>
              <PrintedHeader />
              <PrintedSkills />
            </>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

test("on paper, each way to reach the owner is written out after its label", async () => {
  renderPrinted();
  const email = profile.personalInfo.find((item) => item.label === "Email");
  const lines = await screen.findAllByRole("listitem");
  expect(lines.map((line) => line.textContent)).toEqual(
    expect.arrayContaining([
      ...(email ? [`Email: ${email.value}`] : []),
      "Portfolio: https://sam.example",
      ...socialLinks.map(
        (link) => `${link.label}: ${link.url.replace(/^mailto:|\/$/g, "")}`,
      ),
    ]),
  );
});

test("on paper, each category's skills follow its label, listed with commas", async () => {
  renderPrinted();
  expect(
    await screen.findByRole("heading", { name: "Skills" }),
  ).toBeInTheDocument();
  const lines = screen.getAllByRole("listitem").map((line) => line.textContent);
  for (const category of skillCategories)
    expect(lines).toContain(
      `${category.label}: ${category.skills.map((skill) => skill.skillName).join(", ")}`,
    );
});
