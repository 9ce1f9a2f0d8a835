// `npm run launch-check`: what is still a placeholder or unsafe for the internet, with the
// environment you would start (and build) the site with. Exits 1 while anything is left.
import { join } from 'node:path';
import { formatLaunchProblems, launchProblems } from '@pod/api/launchCheck';
import { placeholdersIn } from '@pod/contracts/placeholders';
import { heroSlides } from '@pod/marketing/content/heroSlides';

const siteRoot = process.env.SITE_ROOT || join(import.meta.dirname, '..');
const problems = launchProblems(process.env, placeholdersIn(process.env), {
  folder: join(siteRoot, 'remotes', 'marketing', 'artwork', 'photos'),
  ids: heroSlides.map((slide) => slide.id),
});
if (problems.length === 0) {
  console.log('launch check: nothing left to do');
  process.exit(0);
}
console.log(`launch check: ${problems.length} thing(s) to do before this site faces the internet:`);
for (const line of formatLaunchProblems(problems)) console.log(`  - ${line}`);
process.exit(1);
