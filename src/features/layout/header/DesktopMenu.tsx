import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import Link from 'next/link'
import * as NavigationMenu from '@radix-ui/react-navigation-menu'

import { ROUTES } from '@/lib/routes'
import { useUiStore } from '@/stores/ui'

import type { MainMenuData, MenuLink, MenuNode, MenuTree } from '@/lib/layout/types'
import { DIRECT_LINKS, MENU_HOVER_DELAY_MS, MENU_SKIP_DELAY_MS, MENU_TRIGGER_CLASS, newsLinks, type MenuHandover } from './menuLinks'

const linkClass =
  'flex items-center justify-between gap-2 rounded px-3 py-2 text-sm text-brand-ink hover:bg-slate-100 data-[selected]:bg-slate-100 data-[selected]:font-semibold'
const footLinkClass = 'block rounded px-3 py-2 text-sm font-semibold text-brand-dark underline-offset-4 hover:underline'

/** Arrow keys inside a flyout: up/down within a column, right/left between columns (Escape is Radix's). */
function onColumnKeyDown(event: KeyboardEvent<HTMLAnchorElement>): void {
  const link = event.currentTarget
  const column = link.closest<HTMLElement>('[data-menu-column]')
  const panel = link.closest<HTMLElement>('[data-menu-panel]')
  if (!column || !panel) return
  const linksOf = (el: Element | null): HTMLElement[] => (el ? Array.from(el.querySelectorAll<HTMLElement>('a[href]')) : [])
  const level = Number(column.dataset.menuColumn)
  const move = (target: HTMLElement | null | undefined): void => {
    if (!target) return
    event.preventDefault()
    target.focus()
  }
  const inColumn = linksOf(column)
  const index = inColumn.indexOf(link)
  switch (event.key) {
    case 'ArrowDown':
      move(inColumn[(index + 1) % inColumn.length])
      break
    case 'ArrowUp':
      move(inColumn[(index - 1 + inColumn.length) % inColumn.length])
      break
    case 'ArrowRight':
      move(linksOf(panel.querySelector(`[data-menu-column="${level + 1}"]`))[0])
      break
    case 'ArrowLeft': {
      const previous = panel.querySelector(`[data-menu-column="${level - 1}"]`)
      move(previous?.querySelector<HTMLElement>('a[data-selected]') ?? linksOf(previous)[0])
      break
    }
  }
}

function PanelLink({
  href,
  children,
  selected,
  onChoose,
  className = linkClass,
  external = false,
}: {
  href: string
  children: ReactNode
  selected?: boolean
  onChoose?: () => void
  className?: string
  external?: boolean
}) {
  return (
    <NavigationMenu.Link asChild>
      {external ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={className} onKeyDown={onColumnKeyDown}>
          {children}
        </a>
      ) : (
        <Link
          href={href}
          className={className}
          data-selected={selected ? '' : undefined}
          onMouseEnter={onChoose}
          onFocus={onChoose}
          onKeyDown={onColumnKeyDown}
        >
          {children}
        </Link>
      )}
    </NavigationMenu.Link>
  )
}

const Chevron = () => (
  <span aria-hidden="true" className="text-slate-400">
    ›
  </span>
)

function Column({ level, title, children, className = '' }: { level: number; title?: string; children: ReactNode; className?: string }) {
  return (
    <div data-menu-column={level} className={`flex min-h-0 flex-col border-slate-200 px-4 py-6 [&+&]:border-l ${className}`}>
      {title ? <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</p> : null}
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </div>
  )
}

/**
 * One three-level flyout (spec §2): level 1 links to its page and, when chosen (hover or focus), shows its
 * level-2 list; a level-2 item shows its level-3 list. `level3Label` is the third column's title ('Services liés');
 * without it the third column stays empty (catalogues).
 */
function ThreeLevelPanel({ name, tree, level3Label, links }: { name: string; tree: MenuTree; level3Label?: string; links: MenuLink[] }) {
  const level1 = useUiStore((s) => s.activeLevel1Index) ?? 0
  const level2 = useUiStore((s) => s.activeLevel2Index)
  const selectLevel1 = useUiStore((s) => s.selectLevel1)
  const selectLevel2 = useUiStore((s) => s.selectLevel2)
  const current = tree.items[level1] ?? tree.items[0]
  const solution = level2 === null ? undefined : current?.children[level2]

  return (
    <div data-menu-panel={name} data-testid={`menu-panel-${name}`} className="mx-auto grid h-[500px] max-w-7xl grid-cols-3">
      <Column level={1} title={tree.label}>
        <ul>
          {tree.items.map((item: MenuNode, index) => (
            <li key={item.id}>
              <PanelLink href={item.href ?? '#'} selected={item === current} onChoose={() => item !== current && selectLevel1(index)}>
                {item.label}
                {item.children.length > 0 ? <Chevron /> : null}
              </PanelLink>
            </li>
          ))}
        </ul>
        <ul className="mt-4 border-t border-slate-200 pt-4">
          {links.map((link) => (
            <li key={link.href}>
              <PanelLink href={link.href} className={footLinkClass}>
                {link.label}
              </PanelLink>
            </li>
          ))}
        </ul>
      </Column>
      <Column level={2} title={current?.label}>
        {current && current.children.length > 0 ? (
          <ul>
            {current.children.map((child, index) => (
              <li key={child.id}>
                <PanelLink
                  href={child.href ?? '#'}
                  selected={child === solution}
                  onChoose={level3Label ? () => child !== solution && selectLevel2(index) : undefined}
                >
                  {child.label}
                  {level3Label && child.children.length > 0 ? <Chevron /> : null}
                </PanelLink>
              </li>
            ))}
          </ul>
        ) : null}
      </Column>
      <Column level={3} title={level3Label && solution ? level3Label : undefined} className="bg-slate-50">
        {level3Label && solution ? (
          solution.children.length > 0 ? (
            <ul aria-label={`${level3Label}\u00a0: ${solution.label}`}>
              {solution.children.map((service) => (
                <li key={service.id}>
                  <PanelLink href={service.href ?? '#'}>{service.label}</PanelLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 text-sm text-slate-500">Aucun service lié.</p>
          )
        ) : null}
      </Column>
    </div>
  )
}

function NewsPanel({ blogUrl }: { blogUrl: string | null }) {
  const links = newsLinks(blogUrl)
  return (
    <div data-menu-panel="actualites" data-testid="menu-panel-actualites" className="mx-auto grid h-[500px] max-w-7xl grid-cols-3">
      <Column level={1} title="Actualités">
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <PanelLink href={link.href} external={link.external}>
                {link.label}
                {link.external ? <span className="sr-only"> (nouvel onglet)</span> : null}
              </PanelLink>
            </li>
          ))}
        </ul>
        <ul className="mt-4 border-t border-slate-200 pt-4">
          <li>
            <PanelLink href={ROUTES.about} className={footLinkClass}>
              En savoir plus
            </PanelLink>
          </li>
        </ul>
      </Column>
      <Column level={2} className="col-span-2 bg-slate-50">
        <p className="max-w-md px-3 text-sm text-slate-600">
          Salons, démonstrations, retours d’expérience de nos clients et documentation technique&nbsp;: suivez l’actualité de nos équipes et
          de nos partenaires.
        </p>
      </Column>
    </div>
  )
}

const triggerClass = MENU_TRIGGER_CLASS

type TriggerClick = (event: MouseEvent<HTMLButtonElement>, value: string) => void

/** A top-level entry that opens a panel: its trigger (with the arrow from xl up) and the panel. */
function PanelItem({ value, label, children, onClick }: { value: string; label: ReactNode; children: ReactNode; onClick: TriggerClick }) {
  return (
    <NavigationMenu.Item value={value}>
      <NavigationMenu.Trigger className={triggerClass} onClick={(event) => onClick(event, value)}>
        {label}
        <span aria-hidden="true" className="hidden xl:inline">
          ▾
        </span>
      </NavigationMenu.Trigger>
      <NavigationMenu.Content>{children}</NavigationMenu.Content>
    </NavigationMenu.Item>
  )
}

/**
 * Desktop main menu (≥1024px): 'Nos expertises', 'Nos catalogues', 'Actualités' flyouts and direct links. Radix gives the
 * keyboard model (arrows between triggers, Escape closes and returns focus to the trigger); following a link closes it.
 * Loaded by `DesktopNav`, which shows the same bar until then; `handover` is what the buyer started on that bar.
 */
export default function DesktopMenu({ menu, handover }: { menu: MainMenuData; handover?: MenuHandover }) {
  const [value, setValue] = useState('')
  const selectLevel1 = useUiStore((s) => s.selectLevel1)
  const rootRef = useRef<HTMLElement>(null)

  // Radix renders, after an open trigger, a visually hidden focus proxy (tabindex 0) that hands Tab over to the
  // panel, and marks it aria-hidden: a focusable element hidden from assistive technology (axe aria-hidden-focus,
  // radix-ui/primitives#3085). It has no content to announce, so it only loses the aria-hidden.
  useLayoutEffect(() => {
    rootRef.current?.querySelectorAll('[aria-hidden="true"][tabindex="0"]').forEach((el) => el.removeAttribute('aria-hidden'))
  }, [value])

  // The support chat widget moves up while a flyout is open, as under the mobile menu (globals.css, body[data-flyout-open]).
  useEffect(() => {
    if (!value) return
    const { body } = document
    body.dataset.flyoutOpen = ''
    return () => {
      delete body.dataset.flyoutOpen
    }
  }, [value])

  // The flyout a click opened (a click on its trigger closes it), and the one a click is opening. Radix toggles on every
  // click: a buyer who points at « Nos catalogues » (open after 200 ms) and then clicks it would close what they asked for.
  const clickOpened = useRef<string | null>(null)
  const clicking = useRef<string | null>(null)
  const onTriggerClick: TriggerClick = (event, item) => {
    if (value === item && clickOpened.current !== item) {
      // opened by the pointer resting on it: this click confirms it, the next one closes it
      event.preventDefault()
      clickOpened.current = item
      return
    }
    clicking.current = item
  }

  // Each flyout opens on its first level-1 entry.
  const onValueChange = (next: string): void => {
    clickOpened.current = next !== '' && clicking.current === next ? next : null
    clicking.current = null
    setValue(next)
    selectLevel1(null)
  }

  const openFlyout = useEffectEvent((next: string) => onValueChange(next))
  // the entry the buyer was on when the bar was swapped for this menu: focus it again, open the flyout they rest on
  useEffect(() => {
    if (handover?.focusIndex !== undefined) {
      rootRef.current?.querySelectorAll<HTMLElement>('ul button, ul a[href]')[handover.focusIndex]?.focus()
    }
    const open = handover?.open
    if (!open) return
    const timer = window.setTimeout(() => {
      // a click on the bar before the menu was there counts as a click
      if (!handover.openAfterMs) clicking.current = open
      openFlyout(open)
    }, handover.openAfterMs ?? 0)
    const trigger = rootRef.current?.querySelector<HTMLElement>(`[id$="-trigger-${open}"]`)
    const cancel = () => window.clearTimeout(timer)
    trigger?.addEventListener('pointerleave', cancel, { once: true })
    return () => {
      cancel()
      trigger?.removeEventListener('pointerleave', cancel)
    }
  }, [handover])

  return (
    <NavigationMenu.Root
      ref={rootRef}
      value={value}
      onValueChange={onValueChange}
      delayDuration={MENU_HOVER_DELAY_MS}
      skipDelayDuration={MENU_SKIP_DELAY_MS}
      aria-label="Menu principal"
      className="hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center xl:gap-1">
        <PanelItem value="expertises" onClick={onTriggerClick} label={menu.expertises.label}>
          <ThreeLevelPanel
            name="expertises"
            tree={menu.expertises}
            level3Label="Services liés"
            links={[
              { label: 'Voir toutes nos expertises', href: ROUTES.expertises },
              { label: 'Voir tous nos services', href: ROUTES.services },
            ]}
          />
        </PanelItem>
        <PanelItem value="catalogues" onClick={onTriggerClick} label={menu.catalogues.label}>
          <ThreeLevelPanel
            name="catalogues"
            tree={menu.catalogues}
            links={[
              { label: 'Voir toutes nos catégories', href: ROUTES.catalogues },
              { label: 'Tous nos produits', href: ROUTES.allProducts },
            ]}
          />
        </PanelItem>
        <PanelItem value="actualites" onClick={onTriggerClick} label="Actualités">
          <NewsPanel blogUrl={menu.blogUrl} />
        </PanelItem>
        {DIRECT_LINKS.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild>
              <Link href={link.href} className={triggerClass}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute inset-x-0 top-full">
        <NavigationMenu.Viewport className="w-full overflow-hidden border-t border-slate-200 bg-white text-brand-ink shadow-xl" />
      </div>
    </NavigationMenu.Root>
  )
}
