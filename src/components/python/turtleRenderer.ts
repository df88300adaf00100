/**
 * Draws the turtle module's commands (turtleModule.ts) on two canvases: the drawing, and above it
 * the turtles themselves. Lines are animated at their turtle's speed (speed(0) and tracer(0) draw
 * at once); everything drawn is kept, so a fill can go under the lines drawn after its begin_fill
 * (as Tk's turtle does) and `clear` can take one turtle's drawing away.
 */

export const CANVAS_WIDTH = 500;
export const CANVAS_HEIGHT = 400;

interface Line {
  op: 'line' | 'move';
  id: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: string;
  width: number;
  speed: number;
}
interface Dot {
  op: 'dot';
  id: number;
  x: number;
  y: number;
  size: number;
  color: string;
  speed: number;
}
interface Write {
  op: 'write';
  id: number;
  x: number;
  y: number;
  text: string;
  align: string;
  family: string;
  size: number;
  style: string;
  color: string;
  speed: number;
}
interface Fill {
  op: 'fill';
  id: number;
  points: Array<[number, number]>;
  color: string;
}
interface TurtleView {
  id: number;
  x: number;
  y: number;
  heading: number;
  visible: boolean;
  shape: string;
  color: string;
  fill: string;
}
interface Stamp extends Omit<TurtleView, 'visible'> {
  op: 'stamp';
  speed: number;
}
type Drawn = Line | Dot | Write | Fill | Stamp;
type Command =
  | Drawn
  | ({ op: 'turtle' } & TurtleView)
  | { op: 'bg'; color: string }
  | { op: 'clear'; id: number }
  | { op: 'clearscreen' }
  | { op: 'begin_fill'; id: number };

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  return context;
}

/** Pixels a line grows per frame at speeds 1–10 (speed 3, the default, ≈ 400 px/s). */
function pixelsPerFrame(speed: number): number {
  return 2 + speed * speed * 0.5;
}

export class TurtleRenderer {
  private readonly queue: Command[] = [];
  private drawn: Drawn[] = [];
  private readonly fillStarts = new Map<number, number>();
  private readonly turtles = new Map<number, TurtleView>();
  private background = 'white';
  /** How far the line at the head of the queue has been drawn (0–1). */
  private progress = 0;
  private frame: number | null = null;

  private readonly paper: CanvasRenderingContext2D;
  private readonly overlay: CanvasRenderingContext2D;

  constructor(paper: HTMLCanvasElement, overlay: HTMLCanvasElement) {
    this.paper = context2d(paper);
    this.overlay = context2d(overlay);
    this.reset();
  }

  reset(): void {
    this.queue.length = 0;
    this.drawn = [];
    this.fillStarts.clear();
    this.turtles.clear();
    this.background = 'white';
    this.progress = 0;
    this.redraw();
    this.drawTurtles();
  }

  push(commands: string[]): void {
    for (const text of commands) this.queue.push(JSON.parse(text) as Command);
    this.frame ??= requestAnimationFrame(() => this.tick());
  }

  /** Whether the program drew anything (or painted the background): the drawing can be the cover. */
  get hasDrawing(): boolean {
    return this.drawn.length > 0 || this.background !== 'white';
  }

  /** Whether every command so far is on the canvas. */
  get idle(): boolean {
    return this.queue.length === 0;
  }

  dispose(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
  }

  /** Turtle coordinates: the origin in the middle, y upwards. */
  private context(context: CanvasRenderingContext2D): CanvasRenderingContext2D {
    context.setTransform(1, 0, 0, -1, CANVAS_WIDTH / 2, CANVAS_HEIGHT / 2);
    return context;
  }

  private tick(): void {
    this.frame = null;
    let budget = Infinity;
    while (this.queue.length > 0) {
      const command = this.queue[0];
      if ((command.op === 'line' || command.op === 'move') && command.speed > 0) {
        if (budget === Infinity) budget = pixelsPerFrame(command.speed);
        const length = Math.hypot(command.x2 - command.x1, command.y2 - command.y1);
        const left = length * (1 - this.progress);
        if (left > budget) {
          const from = this.progress;
          this.progress += budget / length;
          this.drawLinePart(command, from, this.progress);
          break;
        }
        budget -= left;
        this.drawLinePart(command, this.progress, 1);
        this.progress = 0;
        this.queue.shift();
        this.drawn.push(command);
        continue;
      }
      this.queue.shift();
      this.apply(command);
      if ('speed' in command && command.speed > 0) break;
    }
    this.drawTurtles();
    if (this.queue.length > 0) this.frame = requestAnimationFrame(() => this.tick());
  }

  private apply(command: Command): void {
    switch (command.op) {
      case 'turtle':
        this.turtles.set(command.id, { ...command });
        return;
      case 'bg':
        this.background = command.color;
        this.redraw();
        return;
      case 'clear':
        this.drawn = this.drawn.filter((item) => item.id !== command.id);
        this.fillStarts.delete(command.id);
        this.redraw();
        return;
      case 'clearscreen':
        this.drawn = [];
        this.fillStarts.clear();
        this.turtles.clear();
        this.background = 'white';
        this.redraw();
        return;
      case 'begin_fill':
        this.fillStarts.set(command.id, this.drawn.length);
        return;
      case 'fill': {
        const at = Math.min(this.fillStarts.get(command.id) ?? this.drawn.length, this.drawn.length);
        this.fillStarts.delete(command.id);
        this.drawn.splice(at, 0, command);
        this.redraw();
        return;
      }
      default:
        this.drawn.push(command);
        this.draw(this.context(this.paper), command);
        this.follow(command);
    }
  }

  /** A turtle stands where it last drew. */
  private follow(command: Drawn): void {
    const turtle = this.turtles.get(command.id);
    if (!turtle) return;
    if (command.op === 'line' || command.op === 'move') {
      turtle.x = command.x2;
      turtle.y = command.y2;
    }
  }

  private drawLinePart(line: Line, from: number, to: number): void {
    const turtle = this.turtles.get(line.id);
    const x = line.x1 + (line.x2 - line.x1) * to;
    const y = line.y1 + (line.y2 - line.y1) * to;
    if (turtle) {
      turtle.x = x;
      turtle.y = y;
    }
    if (line.op === 'move') return;
    const context = this.context(this.paper);
    this.strokeLine(
      context,
      line,
      line.x1 + (line.x2 - line.x1) * from,
      line.y1 + (line.y2 - line.y1) * from,
      x,
      y,
    );
  }

  private strokeLine(
    context: CanvasRenderingContext2D,
    line: Line,
    x1: number,
    y1: number,
    x2: number,
    y2: number,
  ) {
    context.strokeStyle = line.color;
    context.lineWidth = line.width;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(x1, y1);
    context.lineTo(x2, y2);
    context.stroke();
  }

  private redraw(): void {
    const context = this.paper;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = this.background;
    context.fillRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
    const flipped = this.context(this.paper);
    for (const item of this.drawn) this.draw(flipped, item);
  }

  private draw(context: CanvasRenderingContext2D, item: Drawn): void {
    switch (item.op) {
      case 'line':
        this.strokeLine(context, item, item.x1, item.y1, item.x2, item.y2);
        return;
      case 'move':
        return;
      case 'dot':
        context.fillStyle = item.color;
        context.beginPath();
        context.arc(item.x, item.y, item.size / 2, 0, Math.PI * 2);
        context.fill();
        return;
      case 'fill':
        context.fillStyle = item.color;
        context.beginPath();
        item.points.forEach(([x, y], index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
        context.closePath();
        context.fill();
        return;
      case 'write':
        context.save();
        context.scale(1, -1);
        context.fillStyle = item.color;
        context.font = `${item.style.includes('italic') ? 'italic ' : ''}${item.style.includes('bold') ? 'bold ' : ''}${Math.round(item.size * 1.33)}px ${item.family}, sans-serif`;
        context.textAlign = item.align === 'center' || item.align === 'right' ? item.align : 'left';
        context.fillText(item.text, item.x, -item.y);
        context.restore();
        return;
      case 'stamp':
        this.drawTurtle(context, { ...item, visible: true });
        return;
    }
  }

  private drawTurtles(): void {
    const context = this.overlay;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
    const flipped = this.context(this.overlay);
    for (const turtle of this.turtles.values()) if (turtle.visible) this.drawTurtle(flipped, turtle);
  }

  private drawTurtle(context: CanvasRenderingContext2D, turtle: TurtleView): void {
    context.save();
    context.translate(turtle.x, turtle.y);
    context.rotate((turtle.heading * Math.PI) / 180);
    context.fillStyle = turtle.fill;
    context.strokeStyle = turtle.color;
    context.lineWidth = 1;
    context.beginPath();
    if (turtle.shape === 'circle') {
      context.arc(0, 0, 8, 0, Math.PI * 2);
    } else if (turtle.shape === 'square') {
      context.rect(-8, -8, 16, 16);
    } else if (turtle.shape === 'turtle') {
      context.ellipse(0, 0, 9, 7, 0, 0, Math.PI * 2);
      context.moveTo(14, 0);
      context.arc(12, 0, 3, 0, Math.PI * 2);
    } else {
      const size = turtle.shape === 'triangle' || turtle.shape === 'arrow' ? 10 : 8;
      context.moveTo(size, 0);
      context.lineTo(-size, size * 0.6);
      context.lineTo(-size * 0.6, 0);
      context.lineTo(-size, -size * 0.6);
      context.closePath();
    }
    context.fill();
    context.stroke();
    context.restore();
  }
}
