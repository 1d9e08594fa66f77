/**
 * Prints a salted scrypt hash for a password, in the format `data/users.json` stores.
 *
 *   npx tsx api/scripts/hash-password.ts 'the password'
 *   printf '%s' 'the password' | npx tsx api/scripts/hash-password.ts   (keeps it out of history)
 */
import { hashPassword } from '../src/password';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(): Promise<void> {
  const argument = process.argv[2];
  const password = argument ?? (process.stdin.isTTY ? '' : await readStdin());
  if (!password) {
    console.error('Usage: hash-password.ts <password>   or pipe the password on standard input');
    process.exit(2);
  }
  console.log(await hashPassword(password));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
