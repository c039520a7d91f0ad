import { existsSync } from 'node:fs';

/**
 * Loads .env.local and .env the way Next does (real environment first, then .env.local, then .env),
 * so `npm start` and `npm run seed` validate the same values the server will see.
 */
export function loadEnvFiles(): void {
  for (const file of ['.env.local', '.env']) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
