import '@testing-library/react'
