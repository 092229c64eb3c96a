import './styles';

export { AgeBadge, type AgeBadgeProps } from './components/AgeBadge/AgeBadge';
export { type AvatarOption, AvatarPicker, type AvatarPickerProps } from './components/AvatarPicker/AvatarPicker';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './components/Button/Button';
export { type ButtonSize, type ButtonVariant, buttonSizes, buttonVariants } from './components/Button/variants';
export { CaptchaField, type CaptchaFieldProps } from './components/CaptchaField/CaptchaField';
export {
  CaptionSettings,
  type CaptionSettingsProps,
  PREVIEW_CUES,
} from './components/CaptionSettings/CaptionSettings';
export { CardPlaceholder, type CardPlaceholderProps } from './components/Cards/CardPlaceholder';
export {
  ContinueCard,
  type ContinueCardProps,
  EpisodeCard,
  type EpisodeCardProps,
} from './components/Cards/EpisodeCard';
export { PosterCard, type PosterCardProps } from './components/Cards/PosterCard';
export { StarCard, type StarCardProps } from './components/Cards/StarCard';
export {
  type CarouselItemKind,
  CarouselRow,
  type CarouselRowProps,
  carouselItemKinds,
} from './components/CarouselRow/CarouselRow';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { CommentItem, type CommentItemProps, type CommentVote } from './components/CommentItem/CommentItem';
export { ConfirmModal, type ConfirmModalProps } from './components/Dialog/ConfirmModal';
export { Dialog, type DialogProps, type DialogSize, dialogSizes } from './components/Dialog/Dialog';
export { ErrorDialog, type ErrorDialogProps } from './components/Dialog/ErrorDialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { FilePicker, type FilePickerProps } from './components/FilePicker/FilePicker';
export { BACK_TO_TOP_AFTER, Footer, type FooterPartner, type FooterProps } from './components/Footer/Footer';
export { CultureSealMark, FilmGuildMark } from './components/Footer/PartnerMarks';
export {
  Header,
  type HeaderAccountLinks,
  type HeaderAddMember,
  type HeaderProfile,
  type HeaderProps,
  type HeaderUser,
  type NavItem,
  STICKY_AFTER,
} from './components/Header/Header';
export { Logo } from './components/Header/Logo';
export { type HeroSlide, HeroSlider, type HeroSliderProps } from './components/HeroSlider/HeroSlider';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonVariant,
  iconButtonVariants,
} from './components/IconButton/IconButton';
export { JalaliDate, type JalaliDateProps } from './components/JalaliDate/JalaliDate';
export { Loader, type LoaderProps } from './components/Loader/Loader';
export { MetaLine, type MetaLineProps } from './components/MetaLine/MetaLine';
export { NotFound, type NotFoundProps } from './components/NotFound/NotFound';
export { OtpInput, type OtpInputProps, otpDigits } from './components/OtpInput/OtpInput';
export { ProfileChip, type ProfileChipProps } from './components/ProfileChip/ProfileChip';
export { type PickerProfile, ProfilePicker, type ProfilePickerProps } from './components/ProfilePicker/ProfilePicker';
export { Rating, type RatingProps } from './components/Rating/Rating';
export {
  SEARCH_PLACEHOLDER,
  SearchOverlay,
  type SearchOverlayProps,
  type SearchResultItem,
  type SearchStatus,
} from './components/SearchOverlay/SearchOverlay';
export { type SeasonTab, SeasonTabs, type SeasonTabsProps } from './components/SeasonTabs/SeasonTabs';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export {
  Skeleton,
  type SkeletonProps,
  SkeletonRow,
  type SkeletonRowProps,
  type SkeletonShape,
  skeletonShapes,
} from './components/Skeleton/Skeleton';
export { PhoneField, type PhoneFieldProps } from './components/TextField/PhoneField';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { persianValidityMessage, persianValidityProps } from './components/TextField/validity';
export {
  TOAST_DURATION,
  Toaster,
  type ToastKind,
  type ToastOptions,
  toast,
  toastKinds,
} from './components/Toaster/Toaster';
export {
  CAPTION_SIZE_RANGE,
  captionColorNames,
  captionColors,
  captionEdgeNames,
  captionEdges,
  captionFontNames,
  captionFonts,
  captionStyleFromLegacy,
  captionStyleWarning,
  contrastRatio,
  defaultCaptionStyle,
  normaliseCaptionStyle,
  SUBTITLE_DELAY_LIMIT_SECONDS,
} from './components/VideoPlayer/captionStyle';
export {
  DATA_BUDGET_BYTES_PER_HOUR,
  type DataUsage,
  dataUsageNames,
  deviceSavesData,
  effectiveDataUsage,
  levelCapFor,
} from './components/VideoPlayer/dataUsage';
export { mayPrefetch, PREFETCH_SEGMENTS, prefetchStream, preloadPlayer } from './components/VideoPlayer/hls';
export { NEXT_COUNTDOWN_SECONDS } from './components/VideoPlayer/NextUp';
export { PlayerControls, type PlayerControlsProps, playbackRates } from './components/VideoPlayer/PlayerControls';
export { SeekBar, type SeekBarProps } from './components/VideoPlayer/SeekBar';
export { defaultSubtitleStyle, subtitleBackgrounds, subtitleSizes } from './components/VideoPlayer/Subtitles';
export { parseThumbnailVtt, type SeekThumbnail, thumbnailAt } from './components/VideoPlayer/thumbnails';
export {
  type CaptionColor,
  type CaptionEdge,
  type CaptionFont,
  type CaptionStyle,
  CONTROLS_HIDE_AFTER_MS,
  DOUBLE_TAP_MS,
  type NextEpisode,
  type PlaybackPreferences,
  type PlaybackQualityReport,
  type ProgressReason,
  type ProgressReport,
  SEEK_STEP_SECONDS,
  type SubtitleBackground,
  type SubtitleSize,
  type SubtitleStyle,
  VIDEO_ERROR_MESSAGE,
  type VideoErrorKind,
  type VideoMarkers,
  VideoPlayer,
  type VideoPlayerProps,
} from './components/VideoPlayer/VideoPlayer';
export { Icon, type IconName, type IconProps, iconNames, mirroredIconNames } from './icons/Icon';
export { Link, type LinkComponent, type LinkComponentProps, type LinkProps, LinkProvider } from './link/Link';
export { type Breakpoint, breakpoints, media, tokens, vars } from './theme';
