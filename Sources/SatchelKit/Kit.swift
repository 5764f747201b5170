import SatchelAPI
