import { useLogout } from './useLogout'

const LOGOUT_LABEL = 'Se déconnecter'

/** 'Se déconnecter': ends the session and clears the local cart (useLogout). */
export function LogoutButton({ className = '' }: { className?: string }) {
  const logout = useLogout()
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      data-testid="logout-button"
      className={`rounded border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-ink hover:bg-slate-50 disabled:opacity-60 ${className}`}
    >
      {LOGOUT_LABEL}
    </button>
  )
}
