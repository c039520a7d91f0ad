import { loadEnvFiles } from './load-env.ts';
import { EnvError, parseServerEnv } from '../lib/env/schema.ts';
import { openSandbox, removeSandboxFiles } from '../lib/sandbox/instance-file.ts';
import { DEMO_GUIDE } from '../lib/sandbox/seed/guide.ts';

/**
 * `npm run seed`: creates the sandbox database with its demo data when it has none (running it
 * again changes nothing). `npm run seed -- --reset` deletes the database and starts over.
 */
loadEnvFiles();
try {
  const env = parseServerEnv(process.env);
  if (env.TICKETING_API_URL) {
    console.error('TICKETING_API_URL is set: the demo data belongs to the embedded sandbox only.');
    process.exit(1);
  }
  if (process.argv.includes('--reset')) {
    removeSandboxFiles(env.SANDBOX_DATA_DIR);
    console.log('Removed the sandbox database.');
  }
  const { seeded, path, close } = openSandbox(env.SANDBOX_DATA_DIR);
  close();
  console.log(seeded ? `Seeded demo data into ${path}` : `Demo data already present in ${path}; nothing to do (use --reset to start over).`);
  console.log(DEMO_GUIDE(`http://localhost:${env.PORT}`));
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
