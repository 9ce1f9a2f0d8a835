import { ANY_ROUTE } from '@pod/deploy-format/prerender';
import { publishedRoute, remotePrerender, shellPrerender } from '@pod/deploy-format/testing';
import { describe, expect, it } from 'vitest';
import { type AppContract, checkPair, routeConflicts } from './contractCheck.ts';
import { appContract } from './federationContracts.ts';

// Shapes as mf-manifest.json and prerender.json have them.
const shellManifest = {
  metaData: { pluginVersion: '2.9.2' },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: '@pod/shared-ui', version: '1.1.0', requiredVersion: '^1.1.0', singleton: true },
  ],
};
const layout = { html: '', css: '' };
const liveShellPrerender = shellPrerender({
  format: 2,
  layouts: { [ANY_ROUTE]: layout, '/contact': layout },
});
const formsManifest = (react: string, sharedUi = '^1.1.0', runtime = '2.9.2') => ({
  metaData: { pluginVersion: runtime },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: react, singleton: true },
    { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^18.0.0' },
    { name: '@pod/shared-ui', version: '1.1.0', requiredVersion: sharedUi, singleton: true },
  ],
});
const formsPrerender = (format = 2) =>
  remotePrerender('forms', 'f1', {
    format,
    routes: [publishedRoute('/contact', './Contact'), publishedRoute('/contact-cs', './ContactCs')],
  });

const shell = (prerender: unknown = liveShellPrerender, manifest: unknown = shellManifest): AppContract =>
  appContract('shell', 'v-shell', manifest, prerender);
const forms = (manifest: unknown, prerender: unknown = formsPrerender()): AppContract =>
  appContract('forms', 'this build', manifest, prerender);
const messages = (problems: { message: string }[]) => problems.map((problem) => problem.message);

describe('contract check of a remote against the live shell', () => {
  it('passes a build the live shell satisfies', () => {
    expect(checkPair(shell(), forms(formsManifest('^19.0.0')), 'remote')).toEqual([]);
    expect(checkPair(shell(), forms(formsManifest('19.3.1')), 'remote')).toEqual([]);
  });

  it('refuses an incompatible singleton range, naming the package and both versions', () => {
    const problems = checkPair(shell(), forms(formsManifest('^18.3.1')), 'remote');
    expect(messages(problems)).toEqual([
      'react: this build requires ^18.3.1, the live shell provides 19.3.1 (shell v-shell)',
    ]);
    expect(problems[0]?.risk).toContain('singleton');
  });

  it('refuses a build that needs a newer shared-ui than the shell has', () => {
    expect(messages(checkPair(shell(), forms(formsManifest('^19.3.1', '^1.2.0')), 'remote'))).toEqual([
      '@pod/shared-ui: this build requires ^1.2.0, the live shell provides 1.1.0 (shell v-shell)',
    ]);
  });

  it('ignores non-singletons', () => {
    // react-dom/client ^18 is not a singleton.
    expect(checkPair(shell(), forms(formsManifest('19.3.1')), 'remote')).toEqual([]);
  });

  it('refuses another prerender format, another runtime major, and routes without a layout', () => {
    const noAnyLayout = shellPrerender({ format: 3, layouts: { '/contact': layout } });
    expect(
      messages(checkPair(shell(noAnyLayout), forms(formsManifest('^19.3.1', '^1.1.0', '3.0.0')), 'remote')),
    ).toEqual([
      'federation runtime: this build relies on ^3.0.0, the live shell provides 2.9.2 (shell v-shell)',
      'prerender format: this build writes format 2, the live shell format 3 (shell v-shell)',
      'route /contact-cs (forms): the live shell has no layout for it (shell v-shell)',
    ]);
  });

  it('treats an unreadable range as a problem, not a pass', () => {
    expect(checkPair(shell(), forms(formsManifest('not a range')), 'remote')).toHaveLength(1);
  });

  it('refuses a route another live remote already serves', () => {
    const marketing = appContract(
      'marketing',
      'v-m',
      {},
      remotePrerender('marketing', 'm1', { routes: [publishedRoute('/'), publishedRoute('/contact')] }),
    );
    expect(messages(routeConflicts(forms(formsManifest('^19.3.1')), [marketing]))).toEqual([
      'route /contact: marketing v-m already serves it, and forms (this build) claims it too (if forms takes over from marketing: deploy with --replaces marketing)',
    ]);
  });
});

describe('reverse contract check of a shell against the live remotes', () => {
  const liveForms = appContract('forms', 'v-forms', formsManifest('^19.3.1'), formsPrerender());
  const newShell = (manifest: unknown) => appContract('shell', 'this build', manifest, liveShellPrerender);

  it('passes a shell that provides what the live remotes need', () => {
    expect(checkPair(newShell(shellManifest), liveForms, 'shell')).toEqual([]);
  });

  it('refuses a shell that drops a singleton a live remote needs, naming the package and both versions', () => {
    const dropped = {
      ...shellManifest,
      shared: shellManifest.shared.filter((entry) => entry.name !== 'react'),
    };
    expect(messages(checkPair(newShell(dropped), liveForms, 'shell'))).toEqual([
      'react: the live forms (v-forms) requires ^19.3.1, this shell does not provide it',
    ]);
  });

  it('refuses a shell whose singleton version a live remote does not accept', () => {
    const older = {
      ...shellManifest,
      shared: shellManifest.shared.map((entry) =>
        entry.name === 'react' ? { ...entry, version: '18.3.1' } : entry,
      ),
    };
    expect(messages(checkPair(newShell(older), liveForms, 'shell'))).toEqual([
      'react: the live forms (v-forms) requires ^19.3.1, this shell provides 18.3.1',
    ]);
  });
});
