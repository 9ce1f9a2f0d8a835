import { describe, expect, it } from 'vitest';
import { checkContract } from './contractCheck.ts';
import { buildContract, shellContract } from './federationContracts.ts';

// Shapes as mf-manifest.json and site-routes.json have them.
const shellManifest = {
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
    { name: 'react-dom', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
    { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' },
  ],
  remotes: [{ alias: 'forms', federationContainerName: 'forms', moduleName: 'Contact' }],
};
const siteRoutes = [
  { path: '/contact', remote: 'forms', module: './Contact' },
  { path: '/contact-cs', remote: 'forms', module: './ContactCs' },
  { path: '/', remote: 'marketing', module: './Home' },
];
const formsManifest = (react: string, exposes = ['./Contact', './ContactCs']) => ({
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: react, singleton: true },
    { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^18.0.0' },
    { name: '@tanstack/react-query', version: '5.108.0', requiredVersion: '5.108.0', singleton: true },
  ],
  exposes: exposes.map((path) => ({ path })),
});

const check = (manifest: unknown) =>
  checkContract(shellContract('forms', shellManifest, siteRoutes), buildContract(manifest));

describe('contract check', () => {
  it('passes a build the live shell satisfies', () => {
    expect(check(formsManifest('^19.0.0'))).toEqual([]);
    expect(check(formsManifest('19.3.1'))).toEqual([]);
  });

  it('refuses an incompatible singleton range, naming the package and both versions', () => {
    const problems = check(formsManifest('^18.3.1'));
    expect(problems.map((problem) => problem.message)).toEqual([
      'react: this build requires ^18.3.1, the live shell provides 19.3.1',
    ]);
    expect(problems[0]?.risk).toContain('singleton');
  });

  it('ignores non-singletons and packages the shell does not share (the remote brings its own)', () => {
    // react-dom/client ^18 is not a singleton; react-query is not in the shell's list.
    expect(check(formsManifest('19.3.1'))).toEqual([]);
  });

  it('refuses a build that no longer exposes a module the shell routes to', () => {
    const problems = check(formsManifest('19.3.1', ['./Contact']));
    expect(problems.map((problem) => problem.message)).toEqual([
      './ContactCs (route /contact-cs): the live shell imports it, this build does not expose it',
    ]);
  });

  it('treats an unreadable range as a problem, not a pass', () => {
    expect(check(formsManifest('not a range'))).toHaveLength(1);
  });
});
