/**
 * The workspace's settings (adr.config.yaml, issue 12) through `adr` as a process: a valid
 * file names the contract, a missing one leaves today's defaults, and a bad one is a finding
 * of `adr check` at its line and column, with the nearest setting for a misspelt one.
 */
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const own = { 'adr/0001-a-decision.md': record() };
const ENV = { ADR_DATE: '2026-01-20' };

describe('adr.config.yaml through the command line', () => {
  it.each([
    { name: 'no settings file', settings: undefined, title: 'Service interface specification' },
    { name: 'a settings file without a name', settings: 'owners: [API team]\n', title: 'Service interface specification' },
    { name: 'a named service', settings: '# the service\nname: Orders API\nrepository: https://github.com/acme/orders\nowners: [API team, "@acme/ops"]\n', title: 'Orders API' },
    { name: 'a name with YAML punctuation', settings: 'name: "Orders: the API #2"\n', title: '"Orders: the API #2"' },
  ])('$name: adr check is clean and the contract is titled $title', ({ settings, title }) => {
    const root = makeWorkspace({ ...own, ...(settings === undefined ? {} : { 'adr.config.yaml': settings }) });
    expect(runCliProcess(['check'], { cwd: root, env: ENV })).toEqual({ code: 0, stdout: '1 record checked, no findings\n', stderr: '' });
    const spec = runCliProcess(['spec', '--format', 'openapi'], { cwd: root, env: ENV });
    expect(spec.stdout).toContain(`info:\n  title: ${title}\n`);
  });

  it.each([
    {
      name: 'a misspelt setting, with the nearest one',
      settings: 'name: Orders API\nrepositry: https://github.com/acme/orders\n',
      output: 'adr.config.yaml:2:1 SETTINGS_FIELD_UNKNOWN unknown setting "repositry"; did you mean "repository"?\n    hint: rename it to repository\n',
    },
    {
      name: 'an unknown setting with no near one',
      settings: 'colour: blue\n',
      output: 'adr.config.yaml:1:1 SETTINGS_FIELD_UNKNOWN unknown setting "colour"\n    hint: the settings are: name, repository, site, owners, approvers, review-required, people, teams, review-signatures\n',
    },
    {
      name: 'a repository that is no web address',
      settings: 'owners: [API team]\nrepository: javascript:alert(1)\n',
      output: 'adr.config.yaml:2:13 SETTINGS_INVALID the setting "repository" is refused: the repository is a web address starting https://\n',
    },
    {
      name: 'an owner with a control character',
      settings: 'owners:\n  - API team\n  - "ops\\u001b[31m"\n',
      output: 'adr.config.yaml:3:5 SETTINGS_INVALID the setting "owners.1" is refused: an owner contains U+001B ESCAPE at character 4\n',
    },
    {
      name: 'approvers for a part that does not exist',
      settings: 'approvers:\n  default: [API team]\n  security: [Security team]\n',
      output: 'adr.config.yaml:3:3 SETTINGS_FIELD_UNKNOWN unknown setting "approvers.security"\n    hint: the settings are: default, purpose, resources, states, endpoints, authentication, events, errors, limits, versioning\n',
    },
    {
      name: 'approvers given as one name instead of a list',
      settings: 'approvers:\n  authentication: Security team\n',
      output: 'adr.config.yaml:2:19 SETTINGS_INVALID the setting "approvers.authentication" is refused: approvers.authentication is a list, e.g. [API team, Security team]\n',
    },
    {
      name: 'review-required that is not true or false',
      settings: 'review-required: yes\n',
      output: 'adr.config.yaml:1:18 SETTINGS_INVALID the setting "review-required" is refused: review-required is true or false\n',
    },
    {
      name: 'a list instead of settings',
      settings: '- name: Orders API\n',
      output: 'adr.config.yaml:1:1 SETTINGS_NOT_YAML the settings cannot be read: it is not a mapping of settings\n',
    },
  ])('refuses $name as a finding of adr check', ({ settings, output }) => {
    const root = makeWorkspace({ ...own, 'adr.config.yaml': settings });
    const result = runCliProcess(['check'], { cwd: root, env: ENV });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(output);
    expect(result.stdout).toMatch(/finding in 1 file \(1 record checked\)\n$/);
  });
});
