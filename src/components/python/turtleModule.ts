/**
 * Python's `turtle`, ours: the browser has no Tk, so this pure-Python module keeps each turtle's
 * state (position, heading, pen) like the standard one and sends every drawing step to the page
 * as JSON through the worker's `_host.turtle`, where `turtleRenderer.ts` animates it on a canvas.
 * Circles are polygons with the standard module's step count, so drawings match it.
 */
export const TURTLE_MODULE = String.raw`
import json as _json
import math as _math
import _host

__all__ = []

_SPEEDS = {'fastest': 0, 'fast': 10, 'normal': 6, 'slow': 3, 'slowest': 1}
_state = {'colormode': 1.0, 'tracer': 1, 'bg': 'white'}
_turtles = []


class Terminator(Exception):
    pass


class TurtleGraphicsError(Exception):
    pass


def _emit(**command):
    _host.turtle(_json.dumps(command))


def _color(args):
    if len(args) == 1:
        args = args[0]
    if isinstance(args, str):
        return args
    try:
        r, g, b = (float(part) for part in args)
    except (TypeError, ValueError):
        raise TurtleGraphicsError('bad color arguments: %r' % (args,)) from None
    scale = 255.0 / _state['colormode']
    parts = [int(round(value * scale)) for value in (r, g, b)]
    if any(value < 0 or value > 255 for value in parts):
        raise TurtleGraphicsError('bad color sequence: %r' % (args,))
    return '#%02x%02x%02x' % tuple(parts)


class Vec2D(tuple):
    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))

    def __add__(self, other):
        return Vec2D(self[0] + other[0], self[1] + other[1])

    def __sub__(self, other):
        return Vec2D(self[0] - other[0], self[1] - other[1])

    def __abs__(self):
        return _math.hypot(self[0], self[1])

    def __repr__(self):
        return '(%.2f,%.2f)' % self


class _Screen:
    def bgcolor(self, *args):
        if not args:
            return _state['bg']
        _state['bg'] = _color(args)
        _emit(op='bg', color=_state['bg'])

    def colormode(self, cmode=None):
        if cmode is None:
            return _state['colormode']
        _state['colormode'] = float(cmode)

    def tracer(self, n=None, delay=None):
        if n is None:
            return _state['tracer']
        _state['tracer'] = n

    def title(self, titlestring):
        pass

    def setup(self, width=None, height=None, startx=None, starty=None):
        pass

    def screensize(self, canvwidth=None, canvheight=None, bg=None):
        if bg is not None:
            self.bgcolor(bg)
        return (500, 400)

    def window_width(self):
        return 500

    def window_height(self):
        return 400

    def clear(self):
        _emit(op='clearscreen')
        _state['bg'] = 'white'
        del _turtles[:]

    clearscreen = clear

    def reset(self):
        for turtle in list(_turtles):
            turtle.reset()

    resetscreen = reset

    def turtles(self):
        return list(_turtles)

    def update(self):
        pass

    def delay(self, delay=None):
        return 0

    def mainloop(self):
        pass

    done = mainloop
    exitonclick = mainloop
    bye = mainloop
    listen = mainloop

    def onkey(self, fun, key=None):
        pass

    onkeypress = onkey
    onkeyrelease = onkey

    def onclick(self, fun, btn=1, add=None):
        pass

    onscreenclick = onclick

    def ontimer(self, fun, t=0):
        pass


_screen = _Screen()


def Screen():
    return _screen


class Turtle:
    _made = 0

    def __init__(self, shape='classic', undobuffersize=1000, visible=True):
        Turtle._made += 1
        self._id = Turtle._made
        self._shape = shape
        self._visible = visible
        self._speed = 3
        self._defaults()
        _turtles.append(self)
        self._show()

    def _defaults(self):
        self._x = 0.0
        self._y = 0.0
        self._heading = 0.0
        self._down = True
        self._width = 1
        self._pen = 'black'
        self._fill = 'black'
        self._filling = None

    def _anim(self):
        return 0 if _state['tracer'] == 0 else self._speed

    def _show(self):
        _emit(op='turtle', id=self._id, x=self._x, y=self._y, heading=self._heading,
              visible=self._visible, shape=self._shape, color=self._pen, fill=self._fill)

    def _move_to(self, x, y):
        _emit(op='line' if self._down else 'move', id=self._id, x1=self._x, y1=self._y, x2=x, y2=y,
              color=self._pen, width=self._width, speed=self._anim())
        self._x, self._y = x, y
        if self._filling is not None:
            self._filling.append((x, y))

    def _turn(self, angle):
        self._heading = (self._heading + angle) % 360

    def forward(self, distance):
        angle = _math.radians(self._heading)
        self._move_to(self._x + distance * _math.cos(angle), self._y + distance * _math.sin(angle))

    fd = forward

    def back(self, distance):
        self.forward(-distance)

    bk = backward = back

    def left(self, angle):
        self._turn(angle)
        self._show()

    lt = left

    def right(self, angle):
        self.left(-angle)

    rt = right

    def goto(self, x, y=None):
        if y is None:
            x, y = x
        self._move_to(float(x), float(y))

    setpos = setposition = goto

    def setx(self, x):
        self.goto(x, self._y)

    def sety(self, y):
        self.goto(self._x, y)

    def home(self):
        self.goto(0, 0)
        self.setheading(0)

    def setheading(self, to_angle):
        self._heading = to_angle % 360
        self._show()

    seth = setheading

    def heading(self):
        return self._heading

    def position(self):
        return Vec2D(self._x, self._y)

    pos = position

    def xcor(self):
        return self._x

    def ycor(self):
        return self._y

    def distance(self, x, y=None):
        if y is None:
            x, y = x
        return _math.hypot(x - self._x, y - self._y)

    def towards(self, x, y=None):
        if y is None:
            x, y = x
        return _math.degrees(_math.atan2(y - self._y, x - self._x)) % 360

    def degrees(self, fullcircle=360.0):
        pass

    def circle(self, radius, extent=None, steps=None):
        if extent is None:
            extent = 360
        if steps is None:
            frac = abs(extent) / 360
            steps = 1 + int(min(11 + abs(radius) / 6.0, 59.0) * frac)
        step_angle = extent / steps
        half = step_angle / 2
        length = 2.0 * radius * _math.sin(_math.radians(half))
        if radius < 0:
            length, step_angle, half = -length, -step_angle, -half
        self._turn(half)
        for _ in range(steps):
            self.forward(length)
            self._turn(step_angle)
        self._turn(-half)
        self._show()

    def dot(self, size=None, *color):
        if size is None:
            size = max(self._width + 4, self._width * 2)
        _emit(op='dot', id=self._id, x=self._x, y=self._y, size=size,
              color=_color(color) if color else self._pen, speed=self._anim())

    def write(self, arg, move=False, align='left', font=('Arial', 8, 'normal')):
        family, size, style = (tuple(font) + ('Arial', 8, 'normal')[len(font):])[:3]
        _emit(op='write', id=self._id, x=self._x, y=self._y, text=str(arg), align=align,
              family=family, size=size, style=style, color=self._pen, speed=self._anim())

    def stamp(self):
        _emit(op='stamp', id=self._id, x=self._x, y=self._y, heading=self._heading,
              shape=self._shape, color=self._pen, fill=self._fill, speed=self._anim())

    def penup(self):
        self._down = False

    pu = up = penup

    def pendown(self):
        self._down = True

    pd = down = pendown

    def isdown(self):
        return self._down

    def pensize(self, width=None):
        if width is None:
            return self._width
        self._width = width

    width = pensize

    def color(self, *args):
        if not args:
            return (self._pen, self._fill)
        if len(args) == 2:
            self._pen, self._fill = _color((args[0],)), _color((args[1],))
        else:
            self._pen = self._fill = _color(args)
        self._show()

    def pencolor(self, *args):
        if not args:
            return self._pen
        self._pen = _color(args)
        self._show()

    def fillcolor(self, *args):
        if not args:
            return self._fill
        self._fill = _color(args)
        self._show()

    def begin_fill(self):
        self._filling = [(self._x, self._y)]
        _emit(op='begin_fill', id=self._id)

    def end_fill(self):
        if self._filling is not None and len(self._filling) > 2:
            _emit(op='fill', id=self._id, points=self._filling, color=self._fill)
        self._filling = None

    def filling(self):
        return self._filling is not None

    def speed(self, speed=None):
        if speed is None:
            return self._speed
        if isinstance(speed, str):
            speed = _SPEEDS.get(speed, 6)
        speed = int(round(speed))
        self._speed = speed if 0.5 < speed < 10.5 else 0

    def shape(self, name=None):
        if name is None:
            return self._shape
        self._shape = name
        self._show()

    def shapesize(self, stretch_wid=None, stretch_len=None, outline=None):
        pass

    turtlesize = shapesize

    def hideturtle(self):
        self._visible = False
        self._show()

    ht = hideturtle

    def showturtle(self):
        self._visible = True
        self._show()

    st = showturtle

    def isvisible(self):
        return self._visible

    def clear(self):
        _emit(op='clear', id=self._id)

    def reset(self):
        self.clear()
        self._defaults()
        self._show()

    def getscreen(self):
        return _screen

    def onclick(self, fun, btn=1, add=None):
        pass

    onrelease = ondrag = onclick


Pen = RawTurtle = RawPen = Turtle

_default = []


def getturtle():
    if not _default:
        _default.append(Turtle())
    return _default[0]


getpen = getturtle

_TURTLE_METHODS = [
    'forward', 'fd', 'back', 'bk', 'backward', 'left', 'lt', 'right', 'rt', 'goto', 'setpos',
    'setposition', 'setx', 'sety', 'home', 'setheading', 'seth', 'heading', 'position', 'pos',
    'xcor', 'ycor', 'distance', 'towards', 'degrees', 'circle', 'dot', 'write', 'stamp', 'penup',
    'pu', 'up', 'pendown', 'pd', 'down', 'isdown', 'pensize', 'width', 'color', 'pencolor',
    'fillcolor', 'begin_fill', 'end_fill', 'filling', 'speed', 'shape', 'shapesize', 'turtlesize',
    'hideturtle', 'ht', 'showturtle', 'st', 'isvisible', 'clear', 'reset', 'onclick', 'onrelease',
    'ondrag',
]
_SCREEN_METHODS = [
    'bgcolor', 'colormode', 'tracer', 'title', 'setup', 'screensize', 'window_width',
    'window_height', 'clearscreen', 'resetscreen', 'turtles', 'update', 'delay', 'mainloop',
    'done', 'exitonclick', 'bye', 'listen', 'onkey', 'onkeypress', 'onkeyrelease',
    'onscreenclick', 'ontimer',
]


def _turtle_function(name):
    def function(*args, **kwargs):
        return getattr(getturtle(), name)(*args, **kwargs)
    function.__name__ = name
    return function


def _screen_function(name):
    def function(*args, **kwargs):
        return getattr(_screen, name)(*args, **kwargs)
    function.__name__ = name
    return function


for _name in _TURTLE_METHODS:
    globals()[_name] = _turtle_function(_name)
for _name in _SCREEN_METHODS:
    globals()[_name] = _screen_function(_name)

__all__ = _TURTLE_METHODS + _SCREEN_METHODS + [
    'Turtle', 'Pen', 'RawTurtle', 'Screen', 'Vec2D', 'Terminator', 'TurtleGraphicsError',
    'getturtle', 'getpen',
]
`;
