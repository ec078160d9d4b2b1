// Timers of the screen: the clock's tick on each whole second, and a counter that steps every `ms`
// (the carousel's 4 s, the table's today / tomorrow switch of 15 s).
import { useEffect, useState } from 'react';
import { msToNextSecond } from './clock.ts';

/** Now, corrected by the server's clock (`offsetMs`), renewed on each whole second. */
export function useNow(offsetMs: number): Date {
  const [now, setNow] = useState(() => new Date(Date.now() + offsetMs));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date(Date.now() + offsetMs));
      timer = setTimeout(tick, msToNextSecond(Date.now() + offsetMs));
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return now;
}

/** 0, 1, 2, … one step every `ms`. */
export function useStep(ms: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => s + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return step;
}

export function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    void action?.catch(() => undefined);
  };
  return [on, toggle];
}
