'use client';

import { useEffect, useRef, useState } from 'react';
import { announcementMinutes, COUNTDOWN_TICK_MS, isExpired, isFinalMinute, remainingMs, shouldAnnounce } from '@/lib/domain/countdown';

export interface Countdown {
  /** Milliseconds left, never below 0. */
  ms: number;
  /**
   * The minutes (plus one) to announce, set on each tick that crosses a minute boundary outside the
   * final minute (whose warning takes over); `tick` changes with it so equal numbers re-announce.
   */
  announcement: { minutes: number; tick: number } | undefined;
}

/**
 * Ticks until `expiresAt` (spec 01 §9: every second). Each tick is timed to the next whole-second
 * change of the display instead of a fixed interval, so the shown seconds never skip or stall
 * through timer drift; COUNTDOWN_TICK_MS caps the wait. `onExpire` is called once when the time is
 * up (also when it already was at mount). Give the component a `key` of expiresAt to restart.
 */
export function useCountdown(expiresAt: string, onExpire?: () => void): Countdown {
  const [state, setState] = useState<{ now: number; announcement: Countdown['announcement'] }>(() => ({ now: Date.now(), announcement: undefined }));
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  const ms = remainingMs(expiresAt, state.now);

  useEffect(() => {
    if (isExpired(ms)) {
      onExpireRef.current?.();
      return;
    }
    const delay = ms % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS;
    const timer = setTimeout(() => {
      const now = Date.now();
      const next = remainingMs(expiresAt, now);
      setState((previous) => ({
        now,
        announcement:
          shouldAnnounce(remainingMs(expiresAt, previous.now), next) && !isFinalMinute(next)
            ? { minutes: announcementMinutes(next), tick: (previous.announcement?.tick ?? 0) + 1 }
            : previous.announcement,
      }));
    }, delay);
    return () => clearTimeout(timer);
  }, [expiresAt, ms]);

  return { ms, announcement: state.announcement };
}
