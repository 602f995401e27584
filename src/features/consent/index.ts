// The consent domain's door. _app imports ConsentSlot itself (nothing else of the domain in every page's first
// JavaScript); ConsentManager and the HubSpot loader are dynamic imports behind build-time flags.
export { ConsentSettings } from './ConsentSettings'
