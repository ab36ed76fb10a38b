// @vitest-environment node
// The reading of a form's body on its own: what it takes, and what each refusal is. (What the
// contact form answers each: app/routes/contact/route.test.ts.)
import { MAX_FORM_BYTES, readFormBody } from "./read-form-body.server";

const request = (body: BodyInit, headers: Record<string, string>) =>
  new Request("http://localhost/contact", { method: "POST", body, headers });

async function fields(body: BodyInit, type: string) {
  const read = await readFormBody(request(body, { "content-type": type }));
  if (!read.ok) throw new Error(`refused with ${read.status}`);
  return [...read.formData.entries()];
}

test("a URL-encoded body is read as the URL standard reads it", async () => {
  expect(
    await fields(
      "a=1&b&c=&=d&e=f=g&sp+ace=%2B+%20x&caf%C3%A9=%F0%9F%99%82",
      "application/x-www-form-urlencoded",
    ),
  ).toEqual([
    ["a", "1"],
    ["b", ""],
    ["c", ""],
    ["", "d"],
    ["e", "f=g"],
    ["sp ace", "+  x"],
    ["café", "🙂"],
  ]);
});

test("the type is read whatever its case and spacing, with its parameters", async () => {
  expect(
    await fields("a=1", " Application/X-WWW-Form-URLencoded ; charset=UTF-8"),
  ).toEqual([["a", "1"]]);
  const form = new FormData();
  form.append("a", "é");
  const read = await readFormBody(
    new Request("http://localhost/", { method: "POST", body: form }),
  );
  expect(read.ok && [...read.formData.entries()]).toEqual([["a", "é"]]);
});

test("each refusal has its status: 415 for another type, 413 past the limit, 400 for what does not read", async () => {
  const status = async (body: BodyInit, headers: Record<string, string>) => {
    const read = await readFormBody(request(body, headers));
    return read.ok ? 200 : read.status;
  };
  const form = "application/x-www-form-urlencoded";
  expect(await status("a=1", { "content-type": "application/json" })).toBe(415);
  expect(await status("a=1", { "content-type": `${form}x` })).toBe(415);
  expect(
    await status("a=1", {
      "content-type": form,
      "content-length": String(MAX_FORM_BYTES + 1),
    }),
  ).toBe(413);
  // At the limit, read.
  expect(
    await status("a".repeat(MAX_FORM_BYTES), {
      "content-type": form,
      "content-length": String(MAX_FORM_BYTES),
    }),
  ).toBe(200);
  expect(await status("a=%FF", { "content-type": form })).toBe(400);
  expect(await status("a=%", { "content-type": form })).toBe(400);
  expect(
    await status(new Uint8Array([0x61, 0x3d, 0xc3]), { "content-type": form }),
  ).toBe(400);
  expect(
    await status("--x\r\nbroken", {
      "content-type": "multipart/form-data; boundary=x",
    }),
  ).toBe(400);
});
