// lw_out: the output side of the lwhash core interface (docs/interface.md).
//
// Takes the digest from the core as DW-bit words (first word first, first bit in
// the MSB) and writes it to the destination FIFO as W-bit words.  GMU convention:
// dst_ready is the FIFO's active-low "full" flag, dst_write an active-high strobe.
// The core offers a word with valid_i; take_o pulses when the word is consumed.
`default_nettype none
module lw_out #(
    parameter integer W  = 16,
    parameter integer DW = 32
) (
    input  wire          clk,
    input  wire          rst,
    input  wire [DW-1:0] data_i,
    input  wire          valid_i,
    output wire          take_o,
    output wire [W-1:0]  dout,
    input  wire          dst_ready,      // active low: 0 = the FIFO has room
    output wire          dst_write
);
    localparam integer NP = (DW > W) ? DW / W : 1;    // bus words per core word
    localparam integer NA = (W > DW) ? W / DW : 1;    // core words per bus word
    localparam integer PB = (NP > 1) ? $clog2(NP) : 1;
    localparam integer AB = (NA > 1) ? $clog2(NA) : 1;
    localparam integer PL = NP - 1, AL = NA - 1;
    localparam [PB-1:0] PLAST = PL[PB-1:0];
    localparam [AB-1:0] ALAST = AL[AB-1:0];

    wire dst_full = dst_ready;           // the active-low ready is the FIFO's full flag
    wire room     = ~dst_full;

    generate
        if (DW > W) begin : g_split
            reg [PB-1:0] part_q;
            wire last = (part_q == PLAST);
            assign dout      = data_i[DW-1-part_q*W -: W];  // MSB part first
            assign dst_write = valid_i & room;
            assign take_o    = dst_write & last;
            always @(posedge clk)
                if (rst) part_q <= {PB{1'b0}};
                else if (dst_write) part_q <= last ? {PB{1'b0}} : part_q + 1'b1;
        end else if (DW < W) begin : g_join
            reg [AB-1:0]   cnt_q;
            reg [W-DW-1:0] acc_q;
            wire last = (cnt_q == ALAST);
            assign dout      = {acc_q, data_i};
            assign dst_write = valid_i & last & room;
            assign take_o    = valid_i & (~last | room);
            always @(posedge clk)
                if (rst) cnt_q <= {AB{1'b0}};
                else if (take_o) cnt_q <= last ? {AB{1'b0}} : cnt_q + 1'b1;
            if (W >= 3 * DW) begin : g_shift
                always @(posedge clk) if (take_o & ~last) acc_q <= {acc_q[W-2*DW-1:0], data_i};
            end else begin : g_one
                always @(posedge clk) if (take_o & ~last) acc_q <= data_i;
            end
        end else begin : g_same
            assign dout      = data_i;
            assign dst_write = valid_i & room;
            assign take_o    = dst_write;
            wire unused_ok = &{1'b0, clk, rst};   // no state at equal widths
        end
    endgenerate
endmodule
`default_nettype wire
