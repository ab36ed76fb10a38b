import { saveOneAtATime } from "./accent-saves";

/** A save queue whose server is the test: each save waits until the test answers it. */
function heldSaves() {
  const sent: string[] = [];
  const answers: Array<(kept: boolean) => void> = [];
  const send = (accent: string) => {
    sent.push(accent);
    return new Promise<boolean>((resolve) => answers.push(resolve));
  };
  /** Answers the oldest save still out, then lets the queue go on. */
  async function answer(kept: boolean) {
    answers.shift()!(kept);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { sent, save: saveOneAtATime(send), answer };
}

test("one save is out at a time, and only the latest choice made meanwhile follows it", async () => {
  const { sent, save, answer } = heldSaves();
  save("#d0021b");
  save("#f5a623");
  save("#4a90e2");
  expect(sent).toEqual(["#d0021b"]);
  await answer(true);
  expect(sent).toEqual(["#d0021b", "#4a90e2"]);
  await answer(true);
  expect(sent).toEqual(["#d0021b", "#4a90e2"]);
});

test("a colour chosen again while it is the last one kept is not sent twice", async () => {
  const { sent, save, answer } = heldSaves();
  save("#d0021b");
  save("#4a90e2");
  save("#d0021b");
  await answer(true);
  // Red went out first and was kept, so the choice waiting (Red again) needs no request.
  expect(sent).toEqual(["#d0021b"]);
  save("#4a90e2");
  expect(sent).toEqual(["#d0021b", "#4a90e2"]);
});

test("after a save that failed, choosing the same colour again sends it again", async () => {
  const { sent, save, answer } = heldSaves();
  save("#d0021b");
  await answer(false);
  save("#d0021b");
  expect(sent).toEqual(["#d0021b", "#d0021b"]);
  await answer(true);
  save("#d0021b");
  expect(sent).toEqual(["#d0021b", "#d0021b"]);
});
