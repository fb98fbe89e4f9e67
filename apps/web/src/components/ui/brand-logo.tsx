export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#1d4ed8'} />
        <circle cx="16" cy="16" r="9" fill="none" stroke={inverted ? '#1d4ed8' : '#fff'} strokeWidth="2.5" />
        <path
          d="M16 11v5.5l3.5 2"
          fill="none"
          stroke={inverted ? '#1d4ed8' : '#fff'}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>
        Pointeo
      </span>
    </span>
  );
}
