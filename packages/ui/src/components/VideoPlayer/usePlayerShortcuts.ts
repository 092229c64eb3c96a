import type { KeyboardEvent } from 'react';

/** How far the arrow keys, j and l and a double tap seek, in seconds. */
export const SEEK_STEP_SECONDS = 10;

/** What the keys do; each is called with the player focused. */
export interface ShortcutActions {
  togglePlay(): void;
  /** Seeks by `seconds` (negative: back). */
  seekBy(seconds: number): void;
  volumeBy(step: number): void;
  toggleFullscreen(): void;
  toggleMute(): void;
  toggleSubtitles(): void;
  toggleHelp(): void;
  /** Something is shown on top (a menu, the help sheet): Escape closes it. Returns whether it did. */
  dismiss(): boolean;
}

/**
 * The shortcut table, in the order the help sheet lists it. The keys are the big services' habit (YouTube, Netflix,
 * Filimo) whatever the page's direction: → and L go forward in time, ← and J back, though a Persian page draws the
 * timeline right to left.
 */
export function shortcutsFor(_direction: 'rtl' | 'ltr' = 'rtl') {
  return [
    { keys: ['Space', 'K'], label: 'پخش یا توقف' },
    { keys: ['→', 'L'], label: 'ده ثانیه جلو' },
    { keys: ['←', 'J'], label: 'ده ثانیه عقب' },
    { keys: ['↑', '↓'], label: 'بلندتر یا آرام‌تر' },
    { keys: ['F'], label: 'تمام‌صفحه' },
    { keys: ['M'], label: 'بی‌صدا' },
    { keys: ['C'], label: 'روشن یا خاموش کردن زیرنویس' },
    { keys: ['?'], label: 'همین راهنما' },
  ];
}

/** The key of a shortcut, by physical key so it works with a Persian keyboard layout too (k is «ن» there). */
function shortcutKey(event: KeyboardEvent): string {
  if (event.code === 'Space' || event.key === ' ') return 'space';
  // «?» is Shift+/ on both layouts; Persian's «؟» sits on the same key.
  if (event.key === '?' || event.key === '؟' || (event.code === 'Slash' && event.shiftKey)) return '?';
  if (event.code?.startsWith('Key')) return event.code.slice(3).toLowerCase();
  return event.key;
}

/** Elements that keep their own keys: text fields, lists and the radio choices of the menus. */
function ownsKeys(target: HTMLElement) {
  return target.tagName === 'SELECT' || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA';
}

/**
 * The player's keyboard: Space and K always play or pause (on a focused button too, so Space never presses the
 * back button by accident), → and L seek forward and ← and J back whatever the page's direction, ↑ and ↓ set the
 * volume, F, M, C and «?» as in most players. Keys are read by physical position, so a Persian layout works too.
 * The timeline slider handles its own arrows, the same way.
 */
export function usePlayerShortcuts(actions: ShortcutActions, _direction: 'rtl' | 'ltr' = 'rtl') {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const key = shortcutKey(event);
    if (key === 'Escape') {
      if (actions.dismiss()) event.preventDefault();
      return;
    }
    if (ownsKeys(target) || target.getAttribute('role') === 'slider') {
      // Form controls keep every key but Escape; the timeline keeps its arrows but not Space or K.
      if (target.getAttribute('role') !== 'slider' || (key !== 'space' && key !== 'k')) return;
    }
    switch (key) {
      case 'space':
      case 'k':
        actions.togglePlay();
        break;
      case 'ArrowRight':
      case 'l':
        actions.seekBy(SEEK_STEP_SECONDS);
        break;
      case 'ArrowLeft':
      case 'j':
        actions.seekBy(-SEEK_STEP_SECONDS);
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        actions.volumeBy(key === 'ArrowUp' ? 0.1 : -0.1);
        break;
      case 'f':
        actions.toggleFullscreen();
        break;
      case 'm':
        actions.toggleMute();
        break;
      case 'c':
        actions.toggleSubtitles();
        break;
      case '?':
        actions.toggleHelp();
        break;
      default:
        return;
    }
    event.preventDefault();
  };
}
