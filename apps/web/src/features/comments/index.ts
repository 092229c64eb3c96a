// The comments of a film or an episode, for the title pages.
export { Comments } from './Comments';
