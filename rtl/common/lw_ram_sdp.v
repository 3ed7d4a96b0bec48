// lw_ram_sdp: simple dual-port RAM, one write port and one read port on one clock,
// registered read (one cycle of latency).  The one RAM template of lwhash.
//
// STYLE = "bram":  a block RAM (ECP5 DP16KD, iCE40 SB_RAM40_4K, Xilinx RAMB).
// STYLE = "logic": distributed RAM (LUT RAM) (ECP5 TRELLIS_DPR16X4, Xilinx RAM32M/RAM64M);
//                  on iCE40, which has none, flip-flops (the flow defines LW_NO_LUTRAM there).
//
// WRITE_THROUGH = 0: read-during-write to the same address returns the OLD data
//                    (read-first), in both styles, so a core behaves the same with either.
// WRITE_THROUGH = 1: it returns the NEW data: for a pipeline that reads a word in the
//                    cycle its producer writes it.  The bypass multiplexer sits in front
//                    of the read register, off the read data's path.
//
// NO_RW_CHECK = 1: the core promises never to read an address in the cycle it writes
//               it; synthesis may then leave out the collision logic (Yosys adds
//               ~40 LUTs and DW + ~40 FFs around an ECP5 DP16KD to keep read-first).
//               Simulation behaves as WRITE_THROUGH = 0.
// HAS_INIT = 1: the entries start from the packed parameter INIT (entry 0 in the least
//               significant bits), set by configuration only, so entries a core never
//               writes act as a ROM beside its working data and survive resets.
// HAS_INIT = 0: no initial contents (simulation starts from unknown values, so a core
//               that reads an entry before writing it shows up in the tests).
`default_nettype none
module lw_ram_sdp #(
    parameter integer DEPTH         = 16,
    parameter integer DW            = 32,
    parameter         STYLE         = "logic",
    parameter integer WRITE_THROUGH = 0,
    parameter integer NO_RW_CHECK   = 0,
    parameter integer HAS_INIT      = 0,
    parameter [DEPTH*DW-1:0] INIT   = {DEPTH*DW{1'b0}}
) (
    input  wire                     clk,
    input  wire                     we,
    input  wire [$clog2(DEPTH)-1:0] waddr,
    input  wire [DW-1:0]            wdata,
    input  wire                     re,
    input  wire [$clog2(DEPTH)-1:0] raddr,
    output reg  [DW-1:0]            rdata
);
    wire through = (WRITE_THROUGH != 0) && we && (waddr == raddr);
    generate
        if (STYLE == "bram" && NO_RW_CHECK != 0) begin : g_bram_nc
            (* ram_style = "block", no_rw_check *)
            reg [DW-1:0] mem [0:DEPTH-1];
            if (HAS_INIT != 0) begin : g_init
                integer i;
                initial for (i = 0; i < DEPTH; i = i + 1) mem[i] = INIT[i*DW +: DW];
            end
            always @(posedge clk) begin
                if (we) mem[waddr] <= wdata;
                if (re) rdata <= through ? wdata : mem[raddr];
            end
        end else if (STYLE == "bram") begin : g_bram
            (* ram_style = "block" *)
            reg [DW-1:0] mem [0:DEPTH-1];
            if (HAS_INIT != 0) begin : g_init
                integer i;
                initial for (i = 0; i < DEPTH; i = i + 1) mem[i] = INIT[i*DW +: DW];
            end
            always @(posedge clk) begin
                if (we) mem[waddr] <= wdata;
                if (re) rdata <= through ? wdata : mem[raddr];
            end
        end else begin : g_logic
`ifdef LW_NO_LUTRAM
            (* ram_style = "logic" *)           // no distributed RAM (iCE40): flip-flops
`else
            (* ram_style = "distributed" *)
`endif
            reg [DW-1:0] mem [0:DEPTH-1];
            if (HAS_INIT != 0) begin : g_init
                integer i;
                initial for (i = 0; i < DEPTH; i = i + 1) mem[i] = INIT[i*DW +: DW];
            end
            always @(posedge clk) begin
                if (we) mem[waddr] <= wdata;
                if (re) rdata <= through ? wdata : mem[raddr];
            end
        end
    endgenerate
endmodule
`default_nettype wire
