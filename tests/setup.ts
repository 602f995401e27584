import { configure } from '@testing-library/react'

// findBy…/waitFor wait for a condition, not a time: on a loaded 2-core CI machine a render can take over the library's
// default second, so the wait is longer (a passing condition still returns at once).
configure({ asyncUtilTimeout: 5000 })
