import { parseArgs } from 'node:util';
import { readKeysFile } from './config';
import {
  addKey,
  createKeyFile,
  loadKeyFile,
  newSigningKey,
  promoteNewestKey,
  publicKeySet,
  retireKeys,
  writeKeyFile,
} from './signing-keys';

/*
 * `npm run api:keys -- <create|add|promote|retire|show>`: the token signing keys of
 * BETOCH_API_KEYS_FILE (api/README.md "Tokens and their keys"). Prints kids and public keys
 * only, never a private half.
 */

const USAGE = `Usage: npm run api:keys -- <command> [--file path]
  create   write a file with one new key (refused if the file exists)
  add      a new key, published and verifying, not signing yet (a rotation's first step)
  promote  the newest key signs from now on; the others still verify (10 minutes after add)
  retire   keep only the signing key (2 hours after promote: the old tokens have expired)
  show     the kids, the signing one first, and the published key set
The file is BETOCH_API_KEYS_FILE's, or --file. Restart every API process after a change.`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { file: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const file = values.file ?? readKeysFile(process.env);
  const kids = (keys: { kid: string }[]) => keys.map((key) => key.kid).join(', ');
  switch (command) {
    case 'create': {
      const keys = [await newSigningKey()];
      if (!createKeyFile(file, keys)) throw new Error(`${file} exists: rotate its keys instead`);
      console.log(`${file}: created, signing with ${kids(keys)}`);
      return;
    }
    case 'add': {
      const keys = await addKey(await loadKeyFile(file, { mayCreate: false }));
      writeKeyFile(file, keys);
      console.log(
        `${file}: added ${kids(keys.slice(-1))}; still signing with ${kids(keys.slice(0, 1))}`,
      );
      return;
    }
    case 'promote': {
      const keys = promoteNewestKey(await loadKeyFile(file, { mayCreate: false }));
      writeKeyFile(file, keys);
      console.log(
        `${file}: signing with ${kids(keys.slice(0, 1))}; still verifying ${kids(keys.slice(1))}`,
      );
      return;
    }
    case 'retire': {
      const keys = retireKeys(await loadKeyFile(file, { mayCreate: false }));
      writeKeyFile(file, keys);
      console.log(`${file}: only ${kids(keys)} left`);
      return;
    }
    case 'show': {
      const keys = await loadKeyFile(file, { mayCreate: false });
      console.log(JSON.stringify(publicKeySet(keys), null, 2));
      return;
    }
    default:
      throw new Error(`unknown command "${command}"\n${USAGE}`);
  }
}

main().catch((error: unknown) => {
  console.error(`api:keys: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
