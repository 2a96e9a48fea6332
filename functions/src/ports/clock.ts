// Time as a port so expiry rules (tokens, one-time codes) can be tested without sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
