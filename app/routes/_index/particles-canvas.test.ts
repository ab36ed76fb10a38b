import { particleOptions } from "./particles-canvas.client";

test("uses the product's particle configuration", () => {
  const options = particleOptions("#123456") as Record<string, any>;
  expect(options.fpsLimit).toBe(120);
  expect(options.particles.number.value).toBe(80);
  expect(options.particles.move.speed).toBe(6);
  expect(options.particles.links).toMatchObject({
    enable: true,
    distance: 150,
  });
  expect(options.interactivity.events.onClick).toEqual({
    enable: true,
    mode: "push",
  });
  expect(options.interactivity.events.onHover).toEqual({
    enable: true,
    mode: "repulse",
  });
  expect(options.interactivity.modes.push.quantity).toBe(4);
  expect(options.interactivity.modes.repulse.distance).toBe(200);
});

test("takes the accent colour it is given", () => {
  const options = particleOptions("#abcdef") as Record<string, any>;
  expect(options.particles.paint.fill.color.value).toBe("#abcdef");
});
