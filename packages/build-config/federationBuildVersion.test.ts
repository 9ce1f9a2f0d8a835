import type { Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { WithBuildVersion } from './federationBuildVersion.ts';

describe("an app's federation plugin in the site build", () => {
  it("is applied with its app's version, which is put back after", () => {
    const seen: (string | undefined)[] = [];
    const inner = {
      name: 'RspackModuleFederationPlugin',
      apply: () => seen.push(process.env.MF_BUILD_VERSION),
    };
    delete process.env.MF_BUILD_VERSION;
    new WithBuildVersion(inner, '1.4.0').apply({} as Rspack.Compiler);
    expect(seen).toEqual(['1.4.0']);
    expect(process.env.MF_BUILD_VERSION).toBeUndefined();
  });

  it('keeps the name the federation plugin is found by', () => {
    const inner = { name: 'RspackModuleFederationPlugin', apply: () => {} };
    expect(new WithBuildVersion(inner, '1.0.0').name).toBe('RspackModuleFederationPlugin');
  });
});
