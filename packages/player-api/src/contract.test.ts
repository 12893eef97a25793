import { describe, expect, it } from 'vitest';
import { AREAS, calls, callList, contractErrorBody, errorStatus, playerStationSchema } from './contract.ts';
import { pathParamNames, honoPath } from './routing.ts';

function segments(path: string): string[] {
  return path.split('/').slice(1);
}

/** Two routes overlap when some URL matches both: same length, and every segment pair is equal or a parameter. */
function overlap(a: string, b: string): boolean {
  const left = segments(a);
  const right = segments(b);
  return (
    left.length === right.length &&
    left.every((segment, i) => segment === right[i] || segment.startsWith(':') || right[i]!.startsWith(':'))
  );
}

describe('the contract', () => {
  it('has one definition per id, keyed by that id', () => {
    const ids = callList.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [id, call] of Object.entries(calls)) expect(call.id).toBe(id);
    expect(Object.keys(calls)).toHaveLength(callList.length);
  });

  it('covers every area with at least one call', () => {
    for (const area of AREAS)
      expect(callList.filter((call) => call.area === area).length, area).toBeGreaterThan(0);
  });

  it('versions every path and routes each method and path once', () => {
    const routes = callList.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const call of callList) expect(call.path).toMatch(/^\/v[12]\//);
  });

  it('has no two routes of one method that a URL could both match', () => {
    const clashes: string[] = [];
    for (const [i, a] of callList.entries()) {
      for (const b of callList.slice(i + 1)) {
        if (a.method === b.method && overlap(a.path, b.path))
          clashes.push(`${a.method} ${a.path} ~ ${b.path}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('declares exactly the path parameters its path names, in a syntax Hono reads', () => {
    for (const call of callList) {
      expect(Object.keys(call.params.shape).sort(), call.id).toEqual(pathParamNames(call.path).sort());
      expect(honoPath(call.path)).toBe(call.path);
    }
  });

  it('sends no body on GET and DELETE', () => {
    for (const call of callList.filter((c) => c.method === 'GET' || c.method === 'DELETE')) {
      expect(call.body, call.id).toBeUndefined();
    }
  });

  it('never answers a business refusal on a player call with 401 or 403 (those log the player out)', () => {
    for (const call of callList.filter((c) => c.auth === 'player')) {
      const logoutErrors = call.errors.filter((error) => error.status === 401 || error.status === 403);
      expect(logoutErrors, call.id).toEqual([]);
    }
  });

  it('lists each error code once per call', () => {
    for (const call of callList) {
      const codes = call.errors.map((error) => error.code);
      expect(new Set(codes).size, call.id).toBe(codes.length);
    }
  });

  it('requires SiteContext on every call and the session pair on player calls', () => {
    for (const call of callList) {
      const names = Object.keys(call.headers.shape);
      expect(names, call.id).toContain('SiteContext');
      const session = names.includes('Authorization') && names.includes('Access-Token');
      expect(session, call.id).toBe(call.auth === 'player');
    }
  });

  it('carries hcaptchaToken, a dash when absent, on the sign-up and update calls', () => {
    const withCaptcha = callList
      .filter((call) => 'hcaptchaToken' in call.callHeaders.shape)
      .map((call) => call.id);
    expect(withCaptcha.sort()).toEqual(
      [
        'payAndPlayUpdate',
        'register',
        'registrationEmailRequest',
        'registrationEmailVerification',
        'registrationSmsRequest',
        'registrationSmsVerification',
        'updateRegistration',
      ].sort(),
    );
    expect(calls.register.callHeaders.parse({})).toEqual({ hcaptchaToken: '-' });
  });

  it('answers 204 exactly where the response is empty', () => {
    for (const call of callList) {
      expect(call.response.safeParse(undefined).success, call.id).toBe(call.successStatus === 204);
    }
  });

  it('keeps player station at /v1/player/station with its shape (the sandbox and site use it)', () => {
    expect(calls.playerStation).toMatchObject({ method: 'GET', path: '/v1/player/station', auth: 'none' });
    const station = {
      ipAddress: '192.0.2.10',
      autodetectedCountry: 'FI',
      autodetectedRegion: null,
      autodetectedCity: null,
      market: 'FI',
      device: { isMobile: false, isTablet: false, isDesktop: true },
    };
    expect(calls.playerStation.response.parse(station)).toEqual(station);
    expect(playerStationSchema).toBe(calls.playerStation.response);
  });

  it('serves the rewards list on v2 and everything else on v1', () => {
    expect(callList.filter((call) => call.path.startsWith('/v2/')).map((call) => call.id)).toEqual([
      'rewards',
    ]);
  });

  it('builds error bodies in the contract shape with the catalogue status', () => {
    expect(
      contractErrorBody('error.limit.too_high', 'Too high', {
        validationErrors: { limit: { message: 'Max 500' } },
      }),
    ).toEqual({
      code: 'error.limit.too_high',
      message: 'Too high',
      validationErrors: { limit: { message: 'Max 500' } },
    });
    expect(errorStatus('error.token.expired')).toBe(401);
    expect(errorStatus('NOT_ENOUGH_FUNDS')).toBe(409);
    expect(errorStatus('something.unknown')).toBe(500);
    expect(() => contractErrorBody('', 'x')).toThrow();
  });

  it('parses a login refusal with its payload (spec 1 §3 "Login error payload")', () => {
    const body = {
      code: 'error.login.timeout_in_progress',
      message: 'Player timeout in progress, 3 days remaining',
      additionalInfo: {
        remainingDays: 3,
        playerId: 'p1',
        isCooling: false,
        milliseconds: 259200000,
        initiator: 'PLAYER',
      },
    };
    expect(calls.signIn.errorBody.parse(body)).toEqual(body);
    expect(calls.signIn.errorBody.safeParse({ ...body, additionalInfo: { remainingDays: -1 } }).success).toBe(
      false,
    );
  });
});
