import type { z } from 'zod';
import type { TApiError, TFieldIssue } from '@duesflow/shared-contracts/common';

type Issue = z.core.$ZodIssue;

/** Where the problem is when zod reports the value as a whole (e.g. a JSON array instead of an object). */
const WHOLE_TARGET: Record<string, string> = { json: 'body', query: 'query', param: 'path', header: 'headers' };

/** A client's key name as an answer may quote it: at most 64 characters, control characters shown as escapes. */
function quotable(key: PropertyKey): string {
  const text = String(key).replace(/[\u0000-\u001f\u007f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > 64 ? `${text.slice(0, 64)}…` : text;
}

function joinPath(prefix: PropertyKey[], path: PropertyKey[]): string {
  return [...prefix, ...path].map(quotable).join('.');
}

/** Issues named in one answer; a body with thousands of bad entries needs no thousands of lines back. */
const MAX_ISSUES = 20;

/** A key the schema does not know: strict objects report it one way, `catchall(z.never())` another. */
function isUnknownField(issue: Issue): boolean {
  return issue.code === 'unrecognized_keys' || (issue.code === 'invalid_type' && issue.expected === 'never');
}

function branchScore(issues: Issue[]): [number, number] {
  return [issues.filter(isUnknownField).length, issues.length];
}

/**
 * For "either empty or this payload" bodies, report the branch the client most plausibly meant:
 * one that knows all the fields sent, with the fewest problems.
 */
function likeliestBranch(branches: Issue[][]): Issue[] {
  return (
    [...branches].sort((a, b) => {
      const [ua, na] = branchScore(a);
      const [ub, nb] = branchScore(b);
      return ua - ub || na - nb;
    })[0] ?? []
  );
}

function flatten(issues: Issue[], prefix: PropertyKey[], whole: string): TFieldIssue[] {
  return issues.flatMap((issue): TFieldIssue[] => {
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      return flatten(likeliestBranch(issue.errors), [...prefix, ...issue.path], whole);
    }
    if (issue.code === 'invalid_type' && issue.expected === 'never') {
      const path = joinPath(prefix, issue.path);
      return [{ path, message: `Unknown field '${quotable(issue.path[issue.path.length - 1] ?? '')}'` }];
    }
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: joinPath([...prefix, ...issue.path], [key]),
        message: `Unknown field '${quotable(key)}'`,
      }));
    }
    return [{ path: joinPath(prefix, issue.path) || whole, message: issue.message }];
  });
}

/** A 400 body naming every offending field, in `issues[].path` and in `message`. */
export function validationError(error: z.ZodError, target: string): TApiError {
  const all = flatten(error.issues, [], WHOLE_TARGET[target] ?? target);
  const issues =
    all.length > MAX_ISSUES ? [...all.slice(0, MAX_ISSUES), { path: '…', message: `${all.length - MAX_ISSUES} more problems` }] : all;
  return {
    error: 'validation_error',
    message: `Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    issues,
  };
}
