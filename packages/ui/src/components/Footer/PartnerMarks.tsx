/** A partner mark: a film reel in a ring, for a film-makers' guild. */
export function FilmGuildMark() {
  return (
    <svg viewBox="0 0 132 48" width="132" height="48" aria-hidden focusable="false">
      <circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="24" cy="24" r="4" fill="currentColor" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <circle
          key={angle}
          cx={24 + 10 * Math.cos((angle * Math.PI) / 180)}
          cy={24 + 10 * Math.sin((angle * Math.PI) / 180)}
          r="3.5"
          fill="currentColor"
        />
      ))}
      <text x="128" y="30" direction="rtl" fontSize="15" fontWeight="700" fill="currentColor" fontFamily="inherit">
        صنف فیلم
      </text>
    </svg>
  );
}

/** A partner mark: an eight-pointed star seal, for a cultural foundation. */
export function CultureSealMark() {
  return (
    <svg viewBox="0 0 132 48" width="132" height="48" aria-hidden focusable="false">
      <path
        d="M24 4l5 9 10-2-2 10 9 5-9 5 2 10-10-2-5 9-5-9-10 2 2-10-9-5 9-5-2-10 10 2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="26" r="6" fill="currentColor" />
      <text x="128" y="30" direction="rtl" fontSize="15" fontWeight="700" fill="currentColor" fontFamily="inherit">
        بنیاد فرهنگ
      </text>
    </svg>
  );
}
