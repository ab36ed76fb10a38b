// @vitest-environment node
// The email service's stand-in outlives its clients: a relay cut off as it sends (a server killed
// mid-try) must not take it down for the tests that follow.
import { connect } from "node:net";

import { startEmailService } from "./email-service.js";

test("a client that goes away half-way through its message leaves the double answering", async () => {
  const double = await startEmailService();
  onTestFinished(() => double.close());
  const { port } = new URL(double.origin);
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => {
      socket.write(
        "POST /api/v1.0/email/send-form HTTP/1.1\r\nHost: double\r\n" +
          "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n--x\r\n",
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 100);
    });
    socket.on("error", reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const answer = await fetch(`${double.origin}/`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe("Email-service double. Messages: 0.\n");
});
