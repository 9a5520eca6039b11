// The first admin's password, from the ADMIN_PASSWORD variable or from standard input, never
// from the command line (argv shows in `ps` and in shell history). On a terminal it is asked
// for without echo; from a pipe, the first line is read.
import { createInterface } from "node:readline";

async function readPiped(stream: NodeJS.ReadStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += chunk.toString();
  return text.split(/\r?\n/)[0] ?? "";
}

function askHidden(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // readline echoes what is typed through _writeToOutput; after the prompt, write nothing.
  const writable = rl as unknown as { _writeToOutput: (s: string) => void };
  let prompted = false;
  writable._writeToOutput = (s: string) => {
    if (!prompted) process.stdout.write(s);
  };
  return new Promise((resolve) => {
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    prompted = true;
  });
}

export async function readAdminPassword(env: Record<string, string | undefined> = process.env): Promise<string> {
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD !== "") return env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) return askHidden("Password for the new admin: ");
  return readPiped(process.stdin);
}
