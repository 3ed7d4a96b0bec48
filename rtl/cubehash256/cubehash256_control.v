`default_nettype none
// cubehash256_control: the block loader (two message slots), the round sequencer and
// the digest read-out.  One pair element is issued per cycle: a half-round is 16
// cycles, a round 32, a block ROUNDS rounds, the finalisation 10 * ROUNDS rounds.
module cubehash256_control #(
    parameter integer ROUNDS = 16
) (
    input  wire       clk,
    input  wire       rst,
    // lw_shell message side
    input  wire       in_valid,
    input  wire [2:0] in_idx,          // word in its block
    input  wire       in_blk_last,
    input  wire       in_first_blk,
    input  wire       in_final_blk,
    output wire       in_take,
    // lw_shell digest side
    output wire       out_valid,
    input  wire       out_take,
    // datapath
    output wire       c_mwe,
    output wire [3:0] c_mwaddr,
    output wire       c_issue,
    output wire [3:0] c_l,
    output wire [1:0] c_mb,
    output wire       c_e,
    output wire       c_rot11,
    output wire       c_inject,
    output wire [3:0] c_mraddr,
    output wire       c_fresh,
    output wire       c_flip,
    output wire       c_ore,
    output wire [2:0] c_oaddr
);
    localparam integer FINAL = 10 * ROUNDS;
    localparam integer LA = ROUNDS - 1, LF = FINAL - 1;
    localparam [7:0] LAST_ABS = LA[7:0];
    localparam [7:0] LAST_FIN = LF[7:0];
    localparam [2:0] S_IDLE = 3'd0, S_ABS = 3'd1, S_FIN = 3'd2, S_DRAIN = 3'd3, S_OUT = 3'd4;

    // ------------------------------------------------------------------ block loader
    reg  [1:0] full_q, first_q, final_q;
    reg        wslot_q;
    assign in_take  = in_valid & ~full_q[wslot_q];
    assign c_mwe    = in_take;
    assign c_mwaddr = {wslot_q, in_idx};

    // ------------------------------------------------------------------ sequencer
    reg  [2:0] st_q;
    reg  [3:0] k_q;          // issue step in the half-round: pair k[3:1], element k[0]
    reg        h_q;          // half-round
    reg  [7:0] r_q;          // round
    reg  [1:0] mb_q;         // B address mask
    reg        cslot_q;      // message slot of the block being absorbed
    reg        fresh_q;      // the block is the first of its message
    reg        final_q_blk;  // the block is the last of its message
    reg  [1:0] dr_q;         // drain cycles
    reg  [3:0] oaddr_q;      // digest words read so far
    reg        ovalid_q;     // a digest word is held for the shell

    wire run = (st_q == S_ABS) | (st_q == S_FIN);
    wire [2:0] p = k_q[3:1];
    assign c_issue  = run;
    assign c_e      = k_q[0];
    assign c_l      = h_q ? {p[2], k_q[0], p[1:0]} : {k_q[0], p};
    assign c_mb     = mb_q;
    assign c_rot11  = h_q;
    wire   first_half = (r_q == 8'd0) & ~h_q;
    assign c_inject = (st_q == S_ABS) & first_half;
    // the message word of the pair issued next, read a cycle ahead (the datapath
    // registers it once more, off the block RAM's slow output)
    wire [2:0] p_next = p + {2'b00, k_q[0]};
    assign c_mraddr = {cslot_q, p_next};
    assign c_fresh  = (st_q == S_ABS) & first_half & fresh_q;
    assign c_flip   = (st_q == S_FIN) & first_half;

    wire half_end  = run & (k_q == 4'd15);
    wire round_end = half_end & h_q;
    // the next block (its slot: cslot_q has moved on in the block's first half-round)
    wire next_ready = full_q[cslot_q];

    // digest read-out: the next word is read when none is held or the held one goes
    assign c_ore     = (st_q == S_OUT) & ~oaddr_q[3] & (~ovalid_q | out_take);
    assign c_oaddr   = oaddr_q[2:0];
    assign out_valid = ovalid_q;

    always @(posedge clk) begin
        if (rst) begin
            full_q      <= 2'b00;
            first_q     <= 2'b00;
            final_q     <= 2'b00;
            wslot_q     <= 1'b0;
            st_q        <= S_IDLE;
            k_q         <= 4'd0;
            h_q         <= 1'b0;
            r_q         <= 8'd0;
            mb_q        <= 2'b00;
            cslot_q     <= 1'b0;
            fresh_q     <= 1'b0;
            final_q_blk <= 1'b0;
            dr_q        <= 2'd0;
            oaddr_q     <= 4'd0;
            ovalid_q    <= 1'b0;
        end else begin
            // ---------------- loader
            if (in_take && in_blk_last) begin
                full_q[wslot_q]  <= 1'b1;
                first_q[wslot_q] <= in_first_blk;
                final_q[wslot_q] <= in_final_blk;
                wslot_q          <= ~wslot_q;
            end
            // ---------------- sequencer
            if (run) begin
                k_q <= k_q + 4'd1;
                if (half_end) begin
                    h_q  <= ~h_q;
                    mb_q <= mb_q ^ (h_q ? 2'b01 : 2'b10);
                end
                if (round_end) r_q <= r_q + 8'd1;
                // the block's message has been read in its first half-round
                if (half_end && (st_q == S_ABS) && first_half) begin
                    full_q[cslot_q] <= 1'b0;
                    cslot_q         <= ~cslot_q;
                end
            end
            case (st_q)
                S_IDLE: if (full_q[cslot_q]) begin
                            st_q        <= S_ABS;
                            r_q         <= 8'd0;
                            fresh_q     <= first_q[cslot_q];
                            final_q_blk <= final_q[cslot_q];
                        end
                S_ABS:  if (round_end && r_q == LAST_ABS) begin
                            r_q <= 8'd0;
                            if (final_q_blk) begin
                                st_q <= S_FIN;
                            end else if (next_ready) begin
                                fresh_q     <= first_q[cslot_q];
                                final_q_blk <= final_q[cslot_q];
                            end else begin
                                st_q <= S_IDLE;
                            end
                        end
                S_FIN:  if (round_end && r_q == LAST_FIN) begin
                            st_q <= S_DRAIN;
                            dr_q <= 2'd0;
                        end
                S_DRAIN: begin
                            dr_q <= dr_q + 2'd1;
                            if (dr_q == 2'd1) begin
                                st_q    <= S_OUT;
                                oaddr_q <= 4'd0;
                            end
                         end
                S_OUT:  begin
                            if (c_ore) begin
                                ovalid_q <= 1'b1;
                                oaddr_q  <= oaddr_q + 4'd1;
                            end else if (out_take) begin
                                ovalid_q <= 1'b0;
                                st_q     <= S_IDLE;     // the eighth word has gone
                            end
                        end
                default: st_q <= S_IDLE;
            endcase
        end
    end
endmodule
`default_nettype wire
