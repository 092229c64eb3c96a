// What other features use of watching: the play buttons of the title pages.
export { PlayerArea, ResumeButton, WatchButton } from './WatchButton';
