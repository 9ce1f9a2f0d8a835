// `npm run launch-check`: what is still a placeholder or unsafe for the internet, with the
// environment you would start (and build) the site with. Exits 1 while anything is left.
import { join } from 'node:path';
import { ConfigError, loadConfig } from '@pod/api/config';
import { formatLaunchProblems, launchProblems } from '@pod/api/launchCheck';
import { placeholdersIn } from '@pod/contracts/placeholders';
import { heroSlides } from '@pod/marketing/content/heroSlides';

// The server's settings, parsed as the server parses them: a start it would refuse fails here too.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.log(`launch check: the server would refuse to start.\n${error.message}`);
  process.exit(1);
}
const problems = launchProblems(config, placeholdersIn(process.env), {
  folder: join(config.core.siteRoot, 'remotes', 'marketing', 'artwork', 'photos'),
  ids: heroSlides.map((slide) => slide.id),
});
if (problems.length === 0) {
  console.log('launch check: nothing left to do');
  process.exit(0);
}
console.log(`launch check: ${problems.length} thing(s) to do before this site faces the internet:`);
for (const line of formatLaunchProblems(problems)) console.log(`  - ${line}`);
process.exit(1);
