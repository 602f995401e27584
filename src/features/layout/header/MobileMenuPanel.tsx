import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import * as Dialog from '@radix-ui/react-dialog'

import { shortName, showsCredit, type ClientSession } from '@/features/session/useClientSession'
import { useLoginHref } from '@/features/session/useLoginHref'
import { ROUTES } from '@/lib/routes'
import { useUiStore } from '@/stores/ui'

import type { MainMenuData, MenuNode, MenuTree } from '@/lib/layout/types'
import { DIRECT_LINKS, newsLinks } from './menuLinks'
import { MOBILE_MENU_ID, MOBILE_SEARCH_INPUT_ID } from './headerState'
import { SearchForm } from './SearchForm'

type TreeName = 'expertises' | 'catalogues'

// the company's credit as the cart and /mon-compte show it (GET /api/credit): the cart's, loaded for accounts with credit only
const CompanyCredit = dynamic(() => import('@/features/cart/CreditFigures'), { ssr: false })

export type MobileMenuPanelProps = { menu: MainMenuData; user: ClientSession | null; triggerRef: RefObject<HTMLButtonElement | null> }

const rowBase = 'flex w-full items-center justify-between gap-3 px-5 py-3 text-left text-base hover:bg-slate-50'
const rowClass = `${rowBase} text-brand-ink`
const accentRowClass = `${rowBase} font-semibold text-brand-dark`

function Arrow() {
  return (
    <span aria-hidden="true" className="text-lg text-slate-400">
      ›
    </span>
  )
}

/** One sliding level; the levels out of view are inert (no focus, hidden from assistive technology). */
function Level({ active, label, children }: { active: boolean; label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
      className="h-full w-full shrink-0 overflow-y-auto pb-4"
      data-testid="mobile-menu-level"
      data-active={active ? '' : undefined}
    >
      {children}
    </section>
  )
}

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="flex items-center gap-2 px-5 py-3 text-sm font-semibold text-brand-dark">
      <span aria-hidden="true">‹</span> Retour
    </button>
  )
}

function Expandable({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = `mobile-${label.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <li>
      <button type="button" className={`${rowClass} font-semibold`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-90' : ''}`}>
          ›
        </span>
      </button>
      <ul id={id} hidden={!open} className="bg-slate-50">
        {children}
      </ul>
    </li>
  )
}

function BottomBar({ user }: { user: ClientSession | null }) {
  const loginHref = useLoginHref()
  if (!user) {
    return (
      <Link href={loginHref} className="block bg-brand-ink px-5 py-4 font-semibold text-white">
        Se connecter
      </Link>
    )
  }
  return (
    <div className="flex items-center justify-between gap-3 bg-brand-ink px-5 py-4 text-white">
      <Link href={ROUTES.account} className="font-semibold" data-testid="mobile-menu-user">
        {shortName(user)}
      </Link>
      {showsCredit(user) ? (
        <p className="text-right text-sm" data-testid="mobile-menu-credit">
          <CompanyCredit variant="bar" />
        </p>
      ) : null}
    </div>
  )
}

/**
 * Mobile menu (below 1024px, spec §2): a three-level sliding panel. Level 1 lists the entries; an expertise or a
 * catalogue opens level 2 (its solutions or categories); a solution opens level 3 ('Services liés' and 'Voir tous
 * nos services'). 'Retour' steps back. Radix Dialog traps focus, closes on Escape and returns focus to the burger.
 * Loaded on demand by MobileMenu (the burger): none of it is in a page's first JavaScript.
 */
export default function MobileMenuPanel({ menu, user, triggerRef }: MobileMenuPanelProps) {
  const isOpen = useUiStore((s) => s.isMenuOpen)
  const closeMenu = useUiStore((s) => s.closeMenu)
  const index = useUiStore((s) => s.mobileSubmenuIndex)
  const setIndex = useUiStore((s) => s.setMobileSubmenuIndex)
  const level1 = useUiStore((s) => s.activeLevel1Index)
  const level2 = useUiStore((s) => s.activeLevel2Index)
  const selectLevel1 = useUiStore((s) => s.selectLevel1)
  const selectLevel2 = useUiStore((s) => s.selectLevel2)
  const searchOpen = useUiStore((s) => s.isMobileSearchOpen)
  const setSearchOpen = useUiStore((s) => s.setMobileSearchOpen)
  const [treeName, setTreeName] = useState<TreeName>('expertises')
  // who opened the menu (the burger or the header's search button) gets the focus back
  const openerRef = useRef<HTMLElement | null>(null)
  // the search shown in the open menu ('Rechercher'): its field takes the focus (opening the menu with the search
  // shown is onOpenAutoFocus's, which first notes the opener: an autoFocus would take the focus before it)
  useEffect(() => {
    if (isOpen && searchOpen) document.getElementById(MOBILE_SEARCH_INPUT_ID)?.focus()
  }, [isOpen, searchOpen])

  const tree: MenuTree = menu[treeName]
  const current: MenuNode | undefined = level1 === null ? undefined : tree.items[level1]
  const solution: MenuNode | undefined = level2 === null ? undefined : current?.children[level2]

  const chooseLevel1 = (name: TreeName, i: number): void => {
    setTreeName(name)
    selectLevel1(i)
    setIndex(1)
  }
  const chooseLevel2 = (i: number): void => {
    selectLevel2(i)
    setIndex(2)
  }

  const treeEntries = (name: TreeName) =>
    menu[name].items.map((item, i) => (
      <li key={item.id}>
        <button type="button" className={rowClass} onClick={() => chooseLevel1(name, i)}>
          {item.label}
          <Arrow />
        </button>
      </li>
    ))

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) closeMenu()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          id={MOBILE_MENU_ID}
          onOpenAutoFocus={(event) => {
            const opener = document.activeElement
            openerRef.current = opener instanceof HTMLElement && opener !== document.body ? opener : null
            // opened by the header's search button: straight into the search field
            const field = searchOpen ? document.getElementById(MOBILE_SEARCH_INPUT_ID) : null
            if (field) {
              event.preventDefault()
              field.focus()
            }
          }}
          onCloseAutoFocus={(event) => {
            // the burger lives outside the dialog (no Dialog.Trigger): give the focus back ourselves
            event.preventDefault()
            const opener = openerRef.current
            if (opener?.isConnected) opener.focus()
            else triggerRef.current?.focus()
          }}
          data-testid="mobile-menu"
          className="fixed inset-y-0 left-0 z-50 flex w-full flex-col bg-white shadow-xl sm:max-w-sm lg:hidden"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
            <Dialog.Title className="px-2 text-lg font-bold text-brand-ink">Menu</Dialog.Title>
            <div className="flex items-center gap-1">
              <button
                type="button"
                className="rounded px-3 py-2 text-sm font-semibold text-brand-ink hover:bg-slate-100"
                aria-expanded={searchOpen}
                aria-controls="mobile-menu-search"
                onClick={() => setSearchOpen(!searchOpen)}
              >
                Rechercher
              </button>
              <Dialog.Close
                className="flex h-11 w-11 items-center justify-center rounded text-2xl text-brand-ink hover:bg-slate-100"
                aria-label="Fermer le menu"
              >
                ×
              </Dialog.Close>
            </div>
          </div>
          <div id="mobile-menu-search" hidden={!searchOpen} className="border-b border-slate-200 p-3">
            {searchOpen ? <SearchForm id={MOBILE_SEARCH_INPUT_ID} /> : null}
          </div>
          <nav aria-label="Menu principal" className="relative min-h-0 flex-1 overflow-hidden">
            <div
              className="flex h-full motion-safe:transition-transform motion-safe:duration-300"
              style={{ transform: `translateX(-${index * 100}%)` }}
              data-testid="mobile-menu-track"
              data-level={index}
            >
              <Level active={index === 0} label="Menu">
                <ul>
                  <Expandable label={menu.expertises.label}>{treeEntries('expertises')}</Expandable>
                  <Expandable label={menu.catalogues.label}>{treeEntries('catalogues')}</Expandable>
                  <li>
                    <Link href={ROUTES.allProducts} className={`${rowClass} font-semibold`}>
                      Tous nos produits
                    </Link>
                  </li>
                  <Expandable label="Actualités">
                    {newsLinks(menu.blogUrl, 'Cas client')
                      .filter((link) => link.href !== ROUTES.brochures)
                      .map((link) => (
                        <li key={link.href}>
                          {link.external ? (
                            <a href={link.href} target="_blank" rel="noopener noreferrer" className={rowClass}>
                              {link.label}
                              <span className="sr-only"> (nouvel onglet)</span>
                            </a>
                          ) : (
                            <Link href={link.href} className={rowClass}>
                              {link.label}
                            </Link>
                          )}
                        </li>
                      ))}
                  </Expandable>
                  {DIRECT_LINKS.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={`${rowClass} font-semibold`}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Level>
              <Level active={index === 1} label={current?.label ?? 'Niveau 2'}>
                <BackButton onClick={() => setIndex(0)} />
                {current ? (
                  <>
                    <p className="px-5 pb-2 text-lg font-bold text-brand-ink">{current.label}</p>
                    <ul>
                      {current.href ? (
                        <li>
                          <Link href={current.href} className={accentRowClass}>
                            {treeName === 'expertises' ? 'Voir l’expertise' : 'Voir le catalogue'}
                          </Link>
                        </li>
                      ) : null}
                      {current.children.map((child, i) => (
                        <li key={child.id}>
                          {treeName === 'expertises' ? (
                            <button type="button" className={rowClass} onClick={() => chooseLevel2(i)}>
                              {child.label}
                              <Arrow />
                            </button>
                          ) : (
                            <Link href={child.href ?? '#'} className={rowClass}>
                              {child.label}
                            </Link>
                          )}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </Level>
              <Level active={index === 2} label={solution?.label ?? 'Niveau 3'}>
                <BackButton onClick={() => setIndex(1)} />
                {solution ? (
                  <>
                    <p className="px-5 text-lg font-bold text-brand-ink">{solution.label}</p>
                    <p className="px-5 pb-2 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">Services liés</p>
                    <ul>
                      {solution.children.map((service) => (
                        <li key={service.id}>
                          <Link href={service.href ?? '#'} className={rowClass}>
                            {service.label}
                          </Link>
                        </li>
                      ))}
                      <li>
                        <Link href={ROUTES.services} className={accentRowClass}>
                          Voir tous nos services
                        </Link>
                      </li>
                    </ul>
                  </>
                ) : null}
              </Level>
            </div>
          </nav>
          <BottomBar user={user} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
