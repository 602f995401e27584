// spec §2 route table: /search is the other reading of the results route, the same page (the desktop header's
// search box waits for 150px of scroll here, as on the home page).
export { default, getServerSideProps } from './recherche'
